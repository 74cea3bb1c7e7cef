import type { LogoMark } from '@emas/domain';

/**
 * What every PDF of the server draws with (pdfkit and its standard Helvetica fonts): loading
 * pdfkit once, text the standard fonts can show, the three faces in the house's ink, and a
 * vector logo mark. The trade confirmation and the account statement both use these.
 */
export type Pdf = PDFKit.PDFDocument;
export type PdfKit = typeof import('pdfkit');

export const INK = '#1f2328';
export const MUTED = '#5b636b';

let pdfKit: Promise<PdfKit> | null = null;
/** pdfkit costs the server about 30 MB once loaded: it loads with the first document. */
export const loadPdfKit = (): Promise<PdfKit> => {
  pdfKit ??= import('pdfkit').then((module) => (module.default ?? module) as PdfKit);
  return pdfKit;
};

/** The characters Windows-1252 adds to Latin-1: all the standard PDF fonts can show. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const showable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
};

/**
 * Text as the standard fonts can draw it: a character they lack becomes its base letter
 * (ą becomes 'a'), or '?' when it has none (Ł), rather than a wrong glyph.
 */
export const pdfSafeText = (text: string): string =>
  [...text]
    .map((char) => {
      if (showable(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...base].every(showable) && base !== '' ? base : '?';
    })
    .join('');

export const bold = (pdf: Pdf, size: number, color = INK) =>
  pdf.font('Helvetica-Bold').fontSize(size).fillColor(color);
export const plain = (pdf: Pdf, size: number, color = INK) =>
  pdf.font('Helvetica').fontSize(size).fillColor(color);
export const italic = (pdf: Pdf, size: number, color = MUTED) =>
  pdf.font('Helvetica-Oblique').fontSize(size).fillColor(color);

/** A logo's vector mark (its 48 x 48 box) drawn `size` points wide at x, y. */
export const drawLogoMark = (pdf: Pdf, logo: LogoMark, x: number, y: number, size: number) => {
  pdf
    .save()
    .translate(x, y)
    .scale(size / 48);
  for (const shape of logo.shapes) {
    pdf.path(shape.d);
    if (shape.stroke !== undefined) {
      pdf
        .lineWidth(shape.strokeWidth ?? 1)
        .lineCap('round')
        .lineJoin('round')
        .stroke(shape.stroke);
    } else {
      pdf.fill(shape.fill ?? logo.color);
    }
  }
  pdf.restore();
};
