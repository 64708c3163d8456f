import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp, UnsupportedBmp } from './bmp.ts';
import { encodeImage } from './images.ts';
import { boundaryOf, MultipartError, parseSingleFile } from './multipart.ts';
import { parseRange } from './routes.ts';
import { sniffKind } from './sniff.ts';

function multipart(boundary: string, parts: { headers: string; body: string | Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('multipart', () => {
  it('reads the boundary, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });

  it('takes the first file part, skipping plain fields, with binary content intact', () => {
    const data = Buffer.from([0, 13, 10, 45, 45, 255, 1]);
    const body = multipart('XyZ', [
      { headers: 'Content-Disposition: form-data; name="note"', body: 'hello' },
      {
        headers:
          'Content-Disposition: form-data; name="file"; filename="C:\\Users\\me\\photo one.png"\r\nContent-Type: image/png',
        body: data,
      },
    ]);
    const file = parseSingleFile(body, 'XyZ');
    expect(file.fieldName).toBe('file');
    expect(file.fileName).toBe('photo one.png');
    expect(file.data.equals(data)).toBe(true);
  });

  it("reads RFC 5987 file names (filename*=UTF-8''…)", () => {
    const body = multipart('b', [
      {
        headers:
          'Content-Disposition: form-data; name="file"; filename="x.pdf"; filename*=UTF-8\'\'Werkkaart%20%C3%A9%C3%A9n.pdf',
        body: '%PDF-',
      },
    ]);
    expect(parseSingleFile(body, 'b').fileName).toBe('Werkkaart één.pdf');
  });

  it('refuses a body without a file', () => {
    expect(() =>
      parseSingleFile(multipart('b', [{ headers: 'Content-Disposition: form-data; name="note"', body: 'x' }]), 'b'),
    ).toThrow(MultipartError);
    expect(() => parseSingleFile(Buffer.from('nothing here'), 'b')).toThrow('The upload is not a multipart form.');
  });
});

describe('content sniffing', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[...Buffer.from('GIF89a')], 'gif'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'webp'],
    [[...Buffer.from('%PDF-1.7')], 'pdf'],
    [[...Buffer.from('BM'), ...Array(12).fill(0), 40, 0, 0, 0], 'bmp'],
    [[...Buffer.from('BM is not enough')], null],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')], null],
    [[...Buffer.from('PK\u0003\u0004')], null],
  ])('%j → %s', (bytes, kind) => expect(sniffKind(Buffer.from(bytes as number[]))).toBe(kind));
});

describe('ranges', () => {
  it.each([
    ['bytes=0-0', 100, { start: 0, end: 0 }],
    ['bytes=10-', 100, { start: 10, end: 99 }],
    ['bytes=90-200', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=100-', 100, 'invalid'],
    ['bytes=5-2', 100, 'invalid'],
    ['bytes=0-1,5-6', 100, null],
    [undefined, 100, null],
  ])('%s of %d bytes', (header, size, expected) => expect(parseRange(header, size)).toEqual(expected));
});

/** A BMP file from its info header fields and raw pixel rows (already padded). */
function bmp(width: number, height: number, bits: number, rows: number[][], palette: number[][] = []): Buffer {
  const paletteBytes = palette.flatMap(([r, g, b]) => [b, g, r, 0]);
  const offset = 54 + paletteBytes.length;
  const pixels = rows.flat();
  const file = Buffer.alloc(offset + pixels.length);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  file.writeUInt32LE(palette.length, 46);
  Buffer.from(paletteBytes).copy(file, 54);
  Buffer.from(pixels).copy(file, offset);
  return file;
}

const pixel = (image: { width: number; data: Buffer }, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];

describe('BMP decoding', () => {
  it('reads a bottom-up 24-bit image', () => {
    // Stored bottom row first: bottom = blue, white; top = red, green.
    const image = decodeBmp(
      bmp(2, 2, 24, [
        [255, 0, 0, 255, 255, 255, 0, 0],
        [0, 0, 255, 0, 255, 0, 0, 0],
      ]),
      1000,
    );
    expect([pixel(image, 0, 0), pixel(image, 1, 0), pixel(image, 0, 1), pixel(image, 1, 1)]).toEqual([
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [0, 0, 255, 255],
      [255, 255, 255, 255],
    ]);
  });

  it('reads a top-down 8-bit paletted image', () => {
    const image = decodeBmp(
      bmp(
        3,
        -1,
        8,
        [[1, 0, 1, 0]],
        [
          [10, 20, 30],
          [200, 100, 50],
        ],
      ),
      1000,
    );
    expect([pixel(image, 0, 0), pixel(image, 1, 0), pixel(image, 2, 0)]).toEqual([
      [200, 100, 50, 255],
      [10, 20, 30, 255],
      [200, 100, 50, 255],
    ]);
  });

  it('refuses compressed and oversized images', () => {
    const compressed = bmp(1, 1, 8, [[0, 0, 0, 0]], [[0, 0, 0]]);
    compressed.writeUInt32LE(1, 30);
    expect(() => decodeBmp(compressed, 1000)).toThrow(UnsupportedBmp);
    expect(() => decodeBmp(bmp(100, 100, 24, []), 1000)).toThrow(UnsupportedBmp);
  });
});

describe('image re-encoding', () => {
  it('flattens transparency onto white for JPEG and keeps PNG for the same-format rule', async () => {
    const transparent = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await encodeImage(transparent, 'png', { maxSide: 800, output: 'jpeg', quality: 90 });
    expect({ type: jpeg.contentType, width: jpeg.width, height: jpeg.height }).toEqual({
      type: 'image/jpeg',
      width: 800,
      height: 400,
    });
    const { data } = await sharp(jpeg.data).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    const png = await encodeImage(transparent, 'png', { output: 'same' });
    expect({ type: png.contentType, width: png.width }).toEqual({ type: 'image/png', width: 1000 });
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect((await encodeImage(small, 'jpeg', { maxSide: 800, output: 'jpeg' })).width).toBe(120);
  });
});
