/**
 * Real files for the demo catalogue: JPEG thumbnails drawn from an SVG card, and one-page PDF content files
 * written by hand (no PDF library needed for a page of text).
 */
import sharp from 'sharp';
import type { Database } from '../connect.ts';
import type { FileStorage } from '../../server/files/storage.ts';

/** Material "darken-1" shades of the biweek palette, used as card colours. */
export const cardColours = [
  '#E53935',
  '#00ACC1',
  '#D81B60',
  '#5E35B1',
  '#FB8C00',
  '#3949AB',
  '#F4511E',
  '#1E88E5',
  '#6D4C41',
  '#039BE5',
  '#00897B',
  '#546E7A',
  '#43A047',
  '#8E24AA',
  '#7CB342',
];

/** Puts the file in storage and records it, as an upload would. */
export async function storeFile(
  db: Database,
  storage: FileStorage,
  key: string,
  data: Buffer,
  contentType: string,
): Promise<string> {
  await storage.put(key, data);
  await db.insertInto('stored_file').values({ key, contentType, size: data.length, ownerId: null }).execute();
  return key;
}

/** An 800×600 JPEG card with the title, a subtitle and a colour; `variant` 1 is a second, lighter design. */
export async function thumbnailJpeg(title: string, subtitle: string, colour: string, variant = 0): Promise<Buffer> {
  const lines = wrap(title, 24).slice(0, 4);
  const top = 300 - ((lines.length - 1) * 58) / 2;
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="400" y="${top + index * 58}" font-size="48" font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join('');
  const background =
    variant === 0
      ? `<rect width="800" height="600" fill="${colour}"/><circle cx="720" cy="80" r="160" fill="#ffffff" fill-opacity="0.12"/>`
      : `<rect width="800" height="600" fill="#fafafa"/><rect x="0" y="0" width="800" height="24" fill="${colour}"/>` +
        `<rect x="0" y="576" width="800" height="24" fill="${colour}"/>`;
  const ink = variant === 0 ? '#ffffff' : colour;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${background}` +
    `<g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="${ink}" text-anchor="middle">${titleText}` +
    `<text x="400" y="${top + lines.length * 58 + 30}" font-size="30" fill-opacity="0.85">${escapeXml(subtitle)}</text></g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A valid one-page A4 PDF with a heading and lines of text (standard Helvetica, WinAnsi encoding). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const heading = wrap(title, 42);
  const top = 770 - heading.length * 26 - 14;
  const body = [
    ...heading.map((line, index) => `BT /F2 20 Tf 72 ${770 - index * 26} Td (${pdfString(line)}) Tj ET`),
    ...lines
      .flatMap((line) => wrap(line, 85))
      .map((line, index) => `BT /F1 12 Tf 72 ${top - index * 18} Td (${pdfString(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Greedy word wrap to lines of at most `width` characters; an empty text is one empty line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}
