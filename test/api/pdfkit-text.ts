/**
 * The text runs of a PDF written by pdfkit with its built-in fonts (server/orders/invoice-pdf.ts): each content
 * stream inflated, each TJ array's hex strings joined and read as WinAnsi (Latin-1 for the letters we use). One
 * string per run, in drawing order. Not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

export function pdfkitTextRuns(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const runs: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((chunk) => chunk[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}
