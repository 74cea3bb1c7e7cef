import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AccountStatementDocument, LogoMark } from '@emas/domain';
import {
  type Pdf,
  MUTED,
  bold,
  drawLogoMark,
  italic,
  loadPdfKit,
  pdfSafeText,
  plain,
} from '../confirmation/index.ts';

/**
 * The account statement as an A4 PDF on the broker's letterhead: its logo, name and colours,
 * the title, the account, the balance summary, the charges' subtotals and every movement in a
 * table that runs over as many pages as it needs, its header repeated on each. The PDF goes
 * out as it is drawn: a page at a time, with a turn of the event loop between pages, so a long
 * statement neither waits in memory nor holds the server.
 */

/** The broker's white label as the statement shows it. */
export type Letterhead = {
  readonly label: string;
  readonly colour: string;
  readonly strongColour: string;
  /** The uploaded logo (PNG or JPEG: what pdfkit draws), or the broker's vector mark. */
  readonly logo: { readonly bytes: Buffer } | { readonly mark: LogoMark };
};

const PAGE_WIDTH = 595.28;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_BOTTOM = 780;
const FOOTER_Y = 800;
const LOGO_BOX = { width: 120, height: 40 };
const LINE = '#d8d2c0';
const TINT = '#f4f1ea';
const ROW_HEIGHT = 22;
/** Date, description, cash, gold, cash balance: shares of the content width. */
const MOVEMENT_COLUMNS = [0.15, 0.33, 0.18, 0.15, 0.19];
const SUMMARY_COLUMNS = [0.32, 0.17, 0.17, 0.17, 0.17];

type Column = { readonly x: number; readonly width: number };
const columnsOf = (shares: readonly number[]): Column[] => {
  let x = MARGIN;
  return shares.map((share) => {
    const column = { x, width: share * CONTENT_WIDTH };
    x += column.width;
    return column;
  });
};

const rule = (pdf: Pdf, y: number, color = LINE, width = 0.75): void => {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(width)
    .stroke(color);
};

/** One line of text in a cell, cut with an ellipsis rather than wrapped. */
const cell = (
  pdf: Pdf,
  text: string,
  column: Column,
  y: number,
  align: 'left' | 'right' = 'left',
): void => {
  pdf.text(pdfSafeText(text), column.x + 3, y, {
    width: column.width - 6,
    height: 10,
    align,
    lineBreak: false,
    ellipsis: true,
  });
};

const drawLogo = (pdf: Pdf, letterhead: Letterhead, y: number): number => {
  if ('bytes' in letterhead.logo) {
    pdf.image(letterhead.logo.bytes, MARGIN, y, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
    return LOGO_BOX.width;
  }
  drawLogoMark(pdf, letterhead.logo.mark, MARGIN, y, LOGO_BOX.height);
  return LOGO_BOX.height;
};

/** The letterhead across the top of every page; answers where the page's body starts. */
const drawLetterhead = (pdf: Pdf, doc: AccountStatementDocument, letterhead: Letterhead) => {
  const logoWidth = drawLogo(pdf, letterhead, 32);
  const textX = MARGIN + logoWidth + 12;
  bold(pdf, 13, letterhead.strongColour).text(pdfSafeText(letterhead.label), textX, 40, {
    width: CONTENT_WIDTH * 0.55 - logoWidth,
  });
  bold(pdf, 16).text(doc.title, MARGIN, 40, { width: CONTENT_WIDTH, align: 'right' });
  rule(pdf, 82, letterhead.colour, 2);
  return 94;
};

const drawFooter = (pdf: Pdf, doc: AccountStatementDocument, page: number): void => {
  rule(pdf, FOOTER_Y - 6);
  plain(pdf, 6.5, MUTED).text(pdfSafeText(doc.footer), MARGIN, FOOTER_Y, {
    width: CONTENT_WIDTH * 0.82,
  });
  bold(pdf, 7.5, MUTED).text(doc.pageLabel(page), MARGIN, FOOTER_Y, {
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
};

const drawHeading = (pdf: Pdf, text: string, y: number, letterhead: Letterhead): number => {
  bold(pdf, 10.5, letterhead.strongColour).text(pdfSafeText(text), MARGIN, y, {
    width: CONTENT_WIDTH,
  });
  return pdf.y + 4;
};

/** Label and value pairs, two to a row; a row is as tall as its taller field. */
const drawFields = (pdf: Pdf, fields: AccountStatementDocument['account'], y: number): number => {
  const half = CONTENT_WIDTH / 2;
  let rowTop = y;
  let rowBottom = y;
  fields.forEach((field, index) => {
    if (index % 2 === 0) rowTop = rowBottom;
    const x = MARGIN + (index % 2) * half;
    plain(pdf, 7.5, MUTED).text(pdfSafeText(field.label), x, rowTop, { width: half - 12 });
    bold(pdf, 9).text(pdfSafeText(field.value), x, pdf.y + 1, { width: half - 12 });
    rowBottom = Math.max(rowBottom, pdf.y + 6);
  });
  return rowBottom;
};

/** A tinted header row: the first `textColumns` hold text (left), the rest figures (right). */
const drawTableHeader = (
  pdf: Pdf,
  headers: readonly string[],
  columns: readonly Column[],
  textColumns: number,
  y: number,
): number => {
  pdf.rect(MARGIN, y, CONTENT_WIDTH, 16).fill(TINT);
  bold(pdf, 7.5);
  headers.forEach((header, index) => {
    cell(pdf, header, columns[index] as Column, y + 5, index < textColumns ? 'left' : 'right');
  });
  return y + 20;
};

const drawSummary = (pdf: Pdf, doc: AccountStatementDocument, y: number): number => {
  const columns = columnsOf(SUMMARY_COLUMNS);
  let top = drawTableHeader(pdf, doc.summaryHeaders, columns, 1, y);
  for (const row of doc.summaryRows) {
    row.forEach((text, index) => {
      // The asset and its closing balance stand out.
      if (index === 0 || index === row.length - 1) bold(pdf, 8);
      else plain(pdf, 8);
      cell(pdf, text, columns[index] as Column, top, index === 0 ? 'left' : 'right');
    });
    rule(pdf, top + 13);
    top += 18;
  }
  italic(pdf, 7).text(pdfSafeText(doc.summaryNote), MARGIN, top, { width: CONTENT_WIDTH });
  return pdf.y + 12;
};

const drawSubtotals = (pdf: Pdf, doc: AccountStatementDocument, y: number): number => {
  const width = CONTENT_WIDTH / doc.subtotals.length;
  doc.subtotals.forEach((field, index) => {
    const x = MARGIN + index * width;
    plain(pdf, 7.5, MUTED).text(pdfSafeText(field.label), x, y, { width: width - 8 });
    bold(pdf, 9).text(pdfSafeText(field.value), x, y + 11, { width: width - 8 });
  });
  return y + 34;
};

const drawMovement = (
  pdf: Pdf,
  row: AccountStatementDocument['movements'][number],
  columns: readonly Column[],
  y: number,
): void => {
  const [date, description, cash, gold, balance] = columns as [
    Column,
    Column,
    Column,
    Column,
    Column,
  ];
  plain(pdf, 7.5);
  cell(pdf, row.date, date, y);
  cell(pdf, row.description, description, y);
  cell(pdf, row.cash, cash, y, 'right');
  cell(pdf, row.gold, gold, y, 'right');
  cell(pdf, row.cashBalance, balance, y, 'right');
  plain(pdf, 6, MUTED);
  cell(pdf, row.reference, description, y + 9);
  rule(pdf, y + ROW_HEIGHT - 4);
};

type Drawing = { readonly pdf: Pdf; readonly doc: AccountStatementDocument; page: number };

/** A new page with its letterhead and footer; answers where its body starts. */
const newPage = (drawing: Drawing, letterhead: Letterhead): number => {
  drawing.pdf.addPage({ size: 'A4', margin: 0 });
  drawing.page += 1;
  drawFooter(drawing.pdf, drawing.doc, drawing.page);
  return drawLetterhead(drawing.pdf, drawing.doc, letterhead);
};

/** Draws the whole statement, yielding to the event loop after every page. */
const drawStatement = async (drawing: Drawing, letterhead: Letterhead): Promise<void> => {
  const { pdf, doc } = drawing;
  let y = newPage(drawing, letterhead);
  y = drawFields(pdf, doc.account, y) + 6;
  y = drawSummary(pdf, doc, drawHeading(pdf, doc.summaryHeading, y, letterhead));
  y = drawSubtotals(pdf, doc, drawHeading(pdf, doc.subtotalsHeading, y, letterhead));
  const columns = columnsOf(MOVEMENT_COLUMNS);
  const movementsTop = drawHeading(pdf, doc.movementsHeading, y, letterhead);
  y = drawTableHeader(pdf, doc.movementHeaders, columns, 2, movementsTop);
  if (doc.movements.length === 0) {
    italic(pdf, 8).text(doc.noMovements, MARGIN, y, { width: CONTENT_WIDTH });
  }
  for (const row of doc.movements) {
    if (y + ROW_HEIGHT > BODY_BOTTOM) {
      await nextTurn();
      const top = newPage(drawing, letterhead) + 4;
      y = drawTableHeader(pdf, doc.movementHeaders, columns, 2, top);
    }
    drawMovement(pdf, row, columns, y);
    y += ROW_HEIGHT;
  }
};

/** The statement's PDF as a stream of its bytes, drawn as the reader takes them. */
export const accountStatementPdf = async (
  doc: AccountStatementDocument,
  letterhead: Letterhead,
  createdAtMs: number,
): Promise<Readable> => {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${doc.title} - ${letterhead.label}`,
      Author: letterhead.label,
      CreationDate: new Date(createdAtMs),
    },
  });
  drawStatement({ pdf, doc, page: 0 }, letterhead).then(
    () => pdf.end(),
    (error: unknown) => pdf.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return pdf;
};
