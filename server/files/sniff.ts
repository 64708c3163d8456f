/** What a file is, from its first bytes (magic numbers), never from its name or the browser's content type. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'pdf';

export const imageKinds: readonly FileKind[] = ['png', 'jpeg', 'gif', 'bmp', 'webp'];

export const contentTypes: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const startsWith = (data: Buffer, bytes: number[] | string, at = 0): boolean => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + expected.length && data.subarray(at, at + expected.length).equals(expected);
};

/** BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions. */
const bmpHeaderSizes = new Set([12, 40, 52, 56, 108, 124]);

export function sniffKind(data: Buffer): FileKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, 'BM') && data.length >= 18 && bmpHeaderSizes.has(data.readUInt32LE(14))) return 'bmp';
  return null;
}
