import { inflateSync } from 'node:zlib';

/* Reading the server's PDFs back in tests: their pages and the text they show. */

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
export const pageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

/**
 * The text a PDF shows, one line per text-showing operator: pdfkit writes each run of text as
 * hex strings of its standard fonts' one-byte codes inside flate-compressed page streams.
 */
export const pdfText = (pdf: Buffer): string => {
  const streams = pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  const lines: string[] = [];
  for (const [, data = ''] of streams) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      continue; // Not a compressed content stream (fonts are not embedded, but be safe).
    }
    for (const [, run = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
};
