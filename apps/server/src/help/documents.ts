import type { HelpDocument } from '@emas/api';
import { type DocumentContent, documentContent } from './document-content.ts';

type Language = 'id' | 'en';
type PdfKit = typeof import('pdfkit');
type Pdf = InstanceType<PdfKit>;

const MARGIN = 56;
const INK = '#1f2933';
const GOLD = '#a87b00';
const MUTED = '#52606d';

let pdfKit: Promise<PdfKit> | null = null;
/** pdfkit costs the server about 30 MB once loaded: it loads with the first document asked for. */
const loadPdfKit = (): Promise<PdfKit> => {
  pdfKit ??= import('pdfkit').then((module) => (module.default ?? module) as PdfKit);
  return pdfKit;
};

const writeSection = (pdf: Pdf, section: DocumentContent['sections'][number]): void => {
  pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(GOLD).text(section.heading);
  pdf.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(INK);
  for (const paragraph of section.paragraphs ?? []) {
    pdf.text(paragraph, { align: 'justify', paragraphGap: 6 });
  }
  if (section.steps !== undefined)
    pdf.list([...section.steps], { bulletRadius: 2, paragraphGap: 4 });
};

const render = async (content: DocumentContent): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: content.title, Author: 'Emas', Subject: content.subtitle },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(24).fillColor(GOLD).text(content.title);
    pdf.moveDown(0.3).font('Helvetica').fontSize(12).fillColor(MUTED).text(content.subtitle);
    for (const section of content.sections) writeSection(pdf, section);
    pdf.moveDown(2).font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(content.footer);
    pdf.end();
  });
};

/** Each document in each language is drawn once per process; the text never changes while it runs. */
const cache = new Map<string, Promise<Buffer>>();

/** The Quick Guide or the Brochure as PDF bytes, in Indonesian or English. */
export const helpDocumentPdf = (document: HelpDocument, language: Language): Promise<Buffer> => {
  const key = `${document}.${language}`;
  let bytes = cache.get(key);
  if (bytes === undefined) {
    bytes = render(documentContent(document, language));
    // A failed drawing is not kept: the next request tries again.
    bytes.catch(() => cache.delete(key));
    cache.set(key, bytes);
  }
  return bytes;
};

export const documentFileName = (document: HelpDocument, language: Language): string =>
  `emas-${document}-${language}.pdf`;
