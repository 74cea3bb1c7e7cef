import {
  type Bilingual,
  type ConfirmationDocument,
  type ConfirmationField,
  type ConfirmationPage,
  type LogoMark,
  CONFIRMATION_TEXTS,
  confirmationLogos,
  confirmationPages,
  fieldValueText,
} from '@emas/domain';
import {
  type Pdf,
  MUTED,
  bold,
  drawLogoMark,
  italic,
  loadPdfKit,
  pdfSafeText,
  plain,
} from './pdf-kit.ts';

/**
 * The trade confirmation as a PDF (pdfkit, the standard Helvetica fonts): the four pages of
 * `confirmationPages`, each A4 with the three logos, the title in both languages, its sections
 * and the footer 'Page n/4' with the document id. Everything is placed by hand inside the page,
 * with no margins, so pdfkit never breaks a page by itself: the document has exactly four.
 */
const PAGE_WIDTH = 595.28;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 800;
const RULE = '#c9a227';
const LOGO_SIZE = 34;

const drawLogo = (pdf: Pdf, logo: LogoMark, x: number, y: number): void => {
  drawLogoMark(pdf, logo, x, y, LOGO_SIZE);
  bold(pdf, 9, logo.color).text(logo.alias, x + LOGO_SIZE + 6, y + 6, { width: 110 });
  plain(pdf, 6.5, MUTED).text(logo.name, x + LOGO_SIZE + 6, y + 18, { width: 110 });
};

const rule = (pdf: Pdf, y: number, color = RULE): void => {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(1)
    .stroke(color);
};

/** Logos, title in both languages and the version; answers where the body starts. */
const drawHeader = (pdf: Pdf, doc: ConfirmationDocument, page: ConfirmationPage): number => {
  confirmationLogos(doc.brokerId).forEach((logo, index) => {
    drawLogo(pdf, logo, MARGIN + index * (CONTENT_WIDTH / 3), 40);
  });
  rule(pdf, 86);
  bold(pdf, 15).text(page.title.id, MARGIN, 98, { width: CONTENT_WIDTH });
  italic(pdf, 10).text(page.title.en, MARGIN, 116, { width: CONTENT_WIDTH });
  bold(pdf, 9, RULE).text(`${page.version.id} / ${page.version.en}`, MARGIN, 132, {
    width: CONTENT_WIDTH,
  });
  return 156;
};

/** A label in Indonesian over its English, and the value beside them; answers the next y. */
const drawField = (pdf: Pdf, field: ConfirmationField, x: number, y: number, width: number) => {
  const labelWidth = width * 0.45;
  const valueWidth = width - labelWidth - 8;
  bold(pdf, 8.5).text(field.label.id, x, y, { width: labelWidth });
  italic(pdf, 7.5).text(field.label.en, x, pdf.y, { width: labelWidth });
  const labelBottom = pdf.y;
  const value = field.value;
  (field.strong === true ? bold(pdf, 9.5) : plain(pdf, 9)).text(
    pdfSafeText(fieldValueText(value, 'id')),
    x + labelWidth + 8,
    y,
    { width: valueWidth },
  );
  if (typeof value !== 'string') {
    italic(pdf, 7.5).text(value.en, x + labelWidth + 8, pdf.y, { width: valueWidth });
  }
  return Math.max(labelBottom, pdf.y) + 6;
};

const drawFields = (
  pdf: Pdf,
  fields: readonly ConfirmationField[],
  x: number,
  y: number,
  width: number,
): number => fields.reduce((top, field) => drawField(pdf, field, x, top, width), y);

const drawHeading = (pdf: Pdf, heading: Bilingual, x: number, y: number, width = CONTENT_WIDTH) => {
  bold(pdf, 10.5, RULE).text(`${heading.id} / ${heading.en}`, x, y, { width });
  return pdf.y + 6;
};

const drawContractLine = (
  pdf: Pdf,
  line: NonNullable<ConfirmationPage['contractLine']>,
  y: number,
) => {
  const widths = [0.3, 0.17, 0.2, 0.1, 0.23].map((share) => share * CONTENT_WIDTH);
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0));
  pdf.rect(MARGIN, y, CONTENT_WIDTH, 30).fill('#f4efe0');
  const last = line.headers.length - 1;
  line.headers.forEach((header, index) => {
    const cell = {
      width: (widths[index] ?? 0) - 8,
      align: index === last ? 'right' : 'left',
    } as const;
    bold(pdf, 8).text(header.id, (xs[index] ?? 0) + 4, y + 5, cell);
    italic(pdf, 7).text(header.en, (xs[index] ?? 0) + 4, pdf.y, cell);
  });
  const rowY = y + 38;
  line.cells.forEach((cell, index) => {
    plain(pdf, 9).text(pdfSafeText(cell), (xs[index] ?? 0) + 4, rowY, {
      width: (widths[index] ?? 0) - 8,
      align: index === line.cells.length - 1 ? 'right' : 'left',
    });
  });
  rule(pdf, rowY + 28, '#d8d2c0');
  return rowY + 40;
};

const drawTradeBody = (pdf: Pdf, page: ConfirmationPage, top: number): void => {
  let y = drawFields(pdf, page.identifiers ?? [], MARGIN, top, CONTENT_WIDTH * 0.8) + 8;
  const half = (CONTENT_WIDTH - 24) / 2;
  const bottoms = (page.parties ?? []).map((block, index) => {
    const x = MARGIN + index * (half + 24);
    return drawFields(pdf, block.fields, x, drawHeading(pdf, block.heading, x, y, half), half);
  });
  y = Math.max(y, ...bottoms) + 10;
  if (page.contractLine !== undefined) {
    drawContractLine(
      pdf,
      page.contractLine,
      drawHeading(pdf, CONFIRMATION_TEXTS.contract, MARGIN, y),
    );
  }
};

const drawMoneyBody = (pdf: Pdf, page: ConfirmationPage, top: number): void => {
  let y = drawFields(pdf, page.money ?? [], MARGIN, top, CONTENT_WIDTH * 0.8) + 8;
  rule(pdf, y - 4, '#d8d2c0');
  y = drawFields(pdf, page.statuses ?? [], MARGIN, y + 6, CONTENT_WIDTH * 0.8) + 8;
  y = drawHeading(pdf, CONFIRMATION_TEXTS.terms, MARGIN, y);
  (page.terms ?? []).forEach((term, index) => {
    plain(pdf, 8.5).text(`${index + 1}. ${term.id}`, MARGIN, y, { width: CONTENT_WIDTH });
    italic(pdf, 7.5).text(`   ${term.en}`, MARGIN, pdf.y, { width: CONTENT_WIDTH });
    y = pdf.y + 5;
  });
};

const drawFooter = (pdf: Pdf, page: ConfirmationPage): void => {
  rule(pdf, FOOTER_Y - 8, '#d8d2c0');
  const label = CONFIRMATION_TEXTS.documentId;
  plain(pdf, 8, MUTED).text(
    `${label.id} / ${label.en}: ${page.footer.documentId}`,
    MARGIN,
    FOOTER_Y,
    {
      width: CONTENT_WIDTH * 0.7,
      lineBreak: false,
    },
  );
  bold(pdf, 8, MUTED).text(page.footer.page, MARGIN, FOOTER_Y, {
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
};

/** The four-page PDF of a confirmation, as bytes. */
export const confirmationPdf = async (doc: ConfirmationDocument): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      info: {
        Title: `${CONFIRMATION_TEXTS.title.en} ${doc.documentId}`,
        Subject: `${CONFIRMATION_TEXTS.title.id} / ${CONFIRMATION_TEXTS.title.en}`,
        // The trade's instant, so the same trade always gives the same document.
        CreationDate: new Date(doc.tradedAtMs),
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    for (const page of confirmationPages(doc)) {
      pdf.addPage({ size: 'A4', margin: 0 });
      const top = drawHeader(pdf, doc, page);
      if (page.identifiers !== undefined) drawTradeBody(pdf, page, top);
      else drawMoneyBody(pdf, page, top);
      drawFooter(pdf, page);
    }
    pdf.end();
  });
};
