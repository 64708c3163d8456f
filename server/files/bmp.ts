/**
 * A small BMP decoder (sharp's prebuilt libvips cannot read BMP): uncompressed 1, 4, 8, 16, 24 and 32-bit
 * images, BI_RGB or BI_BITFIELDS, bottom-up or top-down, to RGBA pixels. Run-length encoded BMPs are refused.
 * Ours rather than a package's: none of the npm decoders checked in issue 16 reads all of these (docs/decisions.md).
 */
export class UnsupportedBmp extends Error {}

export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Position and width of a colour mask, to scale its value to 0-255. */
function maskChannel(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  let bits = 0;
  while (((mask >>> (shift + bits)) & 1) === 1) bits += 1;
  return { shift, max: 2 ** bits - 1 };
}

export function decodeBmp(file: Buffer, maxPixels: number): RgbaImage {
  const fail = (why: string): never => {
    throw new UnsupportedBmp(why);
  };
  if (file.length < 26) fail('truncated header');
  const pixelOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  const core = headerSize === 12;
  const width = core ? file.readUInt16LE(18) : file.readInt32LE(18);
  const rawHeight = core ? file.readInt16LE(22) : file.readInt32LE(22);
  const bitsPerPixel = file.readUInt16LE(core ? 24 : 28);
  const compression = core ? 0 : file.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width * height > maxPixels) fail('unsupported dimensions');
  if (compression !== 0 && compression !== 3) fail('compressed BMP');

  let masks = { red: 0x00ff0000, green: 0x0000ff00, blue: 0x000000ff, alpha: 0 };
  if (bitsPerPixel === 16) masks = { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 };
  if (compression === 3) {
    const at = 14 + 40;
    if (file.length < at + 12) fail('truncated masks');
    masks = {
      red: file.readUInt32LE(at),
      green: file.readUInt32LE(at + 4),
      blue: file.readUInt32LE(at + 8),
      alpha: headerSize >= 56 && file.length >= at + 16 ? file.readUInt32LE(at + 12) : 0,
    };
  }

  let palette: number[][] = [];
  if (bitsPerPixel <= 8) {
    const entrySize = core ? 3 : 4;
    const used = core ? 0 : file.readUInt32LE(46);
    const count = used || 2 ** bitsPerPixel;
    const start = 14 + headerSize;
    palette = Array.from({ length: count }, (_, index) => {
      const at = start + index * entrySize;
      return at + 2 < file.length ? [file[at + 2], file[at + 1], file[at]] : [0, 0, 0];
    });
  } else if (![16, 24, 32].includes(bitsPerPixel)) {
    fail(`${bitsPerPixel}-bit BMP`);
  }

  const rowSize = Math.ceil((bitsPerPixel * width) / 32) * 4;
  if (pixelOffset + rowSize * height > file.length) fail('truncated pixel data');
  const channels = {
    red: maskChannel(masks.red),
    green: maskChannel(masks.green),
    blue: maskChannel(masks.blue),
    alpha: maskChannel(masks.alpha),
  };
  const scaled = (value: number, channel: { shift: number; max: number }, fallback: number) =>
    channel.max === 0 ? fallback : Math.round((((value >>> channel.shift) & channel.max) * 255) / channel.max);

  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      let rgba: [number, number, number, number];
      if (bitsPerPixel <= 8) {
        const bit = x * bitsPerPixel;
        const byte = file[row + (bit >> 3)];
        const index = (byte >> (8 - bitsPerPixel - (bit & 7))) & (2 ** bitsPerPixel - 1);
        const [r, g, b] = palette[index] ?? [0, 0, 0];
        rgba = [r, g, b, 255];
      } else if (bitsPerPixel === 24 && compression === 0) {
        const at = row + x * 3;
        rgba = [file[at + 2], file[at + 1], file[at], 255];
      } else {
        const value = bitsPerPixel === 16 ? file.readUInt16LE(row + x * 2) : file.readUInt32LE(row + x * 4);
        rgba = [
          scaled(value, channels.red, 0),
          scaled(value, channels.green, 0),
          scaled(value, channels.blue, 0),
          scaled(value, channels.alpha, 255),
        ];
      }
      data.set(rgba, (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
