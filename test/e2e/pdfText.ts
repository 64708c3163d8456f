/**
 * The text of a PDF printed by Chromium, for the browser tests (no PDF tool is needed on the machine): streams are
 * inflated, each font's ToUnicode map read, and the hex strings of Tj/TJ decoded with the font in use. Good enough
 * for Chromium's own output (Identity-H fonts with ToUnicode maps); not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0) {
      dict = body.slice(0, streamAt);
      let dataStart = start + streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart += 1;
      if (text[dataStart] === '\n') dataStart += 1;
      const dataEnd = text.lastIndexOf('endstream', end);
      const raw = pdf.subarray(dataStart, dataEnd);
      try {
        stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      } catch {
        stream = null;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
    pattern.lastIndex = end;
  }
  return objects;
}

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s+/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < clean.length; index += 2)
    bytes.push(parseInt(clean.slice(index, index + 2).padEnd(2, '0'), 16));
  return bytes;
}

function unicodeOf(hex: string): string {
  const bytes = hexBytes(hex);
  let out = '';
  for (let index = 0; index + 1 < bytes.length; index += 2)
    out += String.fromCharCode((bytes[index] << 8) | bytes[index + 1]);
  return out;
}

function readCMap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(pair[1], 16), unicodeOf(pair[2]));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const low = parseInt(range[1], 16);
      const high = parseInt(range[2], 16);
      if (range[3].startsWith('[')) {
        const targets = [...range[3].matchAll(/<([0-9a-fA-F]+)>/g)].map((target) => unicodeOf(target[1]));
        targets.forEach((target, offset) => map.set(low + offset, target));
      } else {
        const first = unicodeOf(range[3].slice(1, -1));
        for (let code = low; code <= high; code += 1) {
          map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + (code - low)));
        }
      }
    }
  }
  return map;
}

/** The PDF's text in reading order of its content streams; blocks of text are separated by new lines. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  for (const [number, object] of objects) {
    const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(object.dict);
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
    if (cmap) cmaps.set(number, readCMap(cmap.toString('latin1')));
  }
  // Font resource names (/F4 12 0 R) wherever a /Font dictionary names them.
  const fontByName = new Map<string, number>();
  for (const object of objects.values()) {
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const entry of fonts[1].matchAll(/\/([^\s/]+)\s+(\d+)\s+0\s+R/g))
        if (!fontByName.has(entry[1])) fontByName.set(entry[1], Number(entry[2]));
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (
      !object.stream ||
      /\/(Subtype|Type)\s*\/(Image|XObject|FontFile|Metadata)/.test(object.dict) ||
      /\/Length1/.test(object.dict)
    )
      continue;
    const content = object.stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    let cmap: Map<number, string> | undefined;
    let line = '';
    const tokens = /\/([^\s/[\]<>()]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\bET\b/g;
    let token: RegExpExecArray | null;
    while ((token = tokens.exec(content))) {
      if (token[1]) cmap = cmaps.get(fontByName.get(token[1]) ?? -1);
      else if (token[2] !== undefined && cmap) {
        const bytes = hexBytes(token[2]);
        for (let index = 0; index + 1 < bytes.length; index += 2)
          line += cmap.get((bytes[index] << 8) | bytes[index + 1]) ?? '';
      } else if (token[0] === 'ET') {
        if (line) lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/** Text compared without any white space: PDF text runs split and join words freely. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');
