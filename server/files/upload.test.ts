import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp, UnsupportedBmp } from './bmp.ts';
import { encodeImage } from './images.ts';
import { MultipartError, readSingleFile, TooManyFiles, UploadTooLarge } from './multipart.ts';
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

/** Reads a body as the upload route does, streamed in small chunks as it would arrive. */
function read(body: Buffer, contentType = 'multipart/form-data; boundary=b', maxFileBytes = 1000) {
  const chunks = Array.from({ length: Math.ceil(body.length / 7) }, (_, index) =>
    body.subarray(index * 7, index * 7 + 7),
  );
  const request = Object.assign(Readable.from(chunks), { headers: { 'content-type': contentType } });
  return readSingleFile(request, maxFileBytes);
}

const filePart = (fileName: string, body: string | Buffer) => ({
  headers: `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf`,
  body,
});

describe('multipart', () => {
  it('reads the boundary, quoted or not, and refuses what is not a multipart form', async () => {
    const body = multipart('a b', [filePart('x.pdf', '%PDF-')]);
    expect((await read(body, 'multipart/form-data; boundary="a b"')).data.toString()).toBe('%PDF-');
    const plain = multipart('----abc123', [filePart('x.pdf', '%PDF-')]);
    expect((await read(plain, 'multipart/form-data; boundary=----abc123')).fileName).toBe('x.pdf');
    await expect(read(body, 'application/json')).rejects.toThrow('Send the file as multipart/form-data.');
    await expect(read(body, 'multipart/form-data')).rejects.toThrow(MultipartError);
  });

  it('takes the file part, skipping plain fields, with binary content intact', async () => {
    const data = Buffer.from([0, 13, 10, 45, 45, 255, 1]);
    const body = multipart('XyZ', [
      { headers: 'Content-Disposition: form-data; name="note"', body: 'hello' },
      {
        headers:
          'Content-Disposition: form-data; name="file"; filename="C:\\Users\\me\\photo one.png"\r\nContent-Type: image/png',
        body: data,
      },
    ]);
    const file = await read(body, 'multipart/form-data; boundary=XyZ');
    expect(file.fieldName).toBe('file');
    expect(file.fileName).toBe('photo one.png');
    expect(file.data.equals(data)).toBe(true);
  });

  it('refuses a second file part (issue 25: answered 413, never left hanging)', async () => {
    const body = multipart('XyZ', [filePart('first.pdf', '%PDF-'), filePart('second.pdf', '%PDF-')]);
    await expect(read(body, 'multipart/form-data; boundary=XyZ')).rejects.toThrow(TooManyFiles);
  });

  it("reads UTF-8 and RFC 5987 file names (filename*=UTF-8''…)", async () => {
    const extended = multipart('b', [
      {
        headers:
          'Content-Disposition: form-data; name="file"; filename="x.pdf"; filename*=UTF-8\'\'Werkkaart%20%C3%A9%C3%A9n.pdf',
        body: '%PDF-',
      },
    ]);
    expect((await read(extended)).fileName).toBe('Werkkaart één.pdf');
    // What browsers send: the name's UTF-8 bytes, quoted.
    expect((await read(multipart('b', [filePart('Werkkaart één.pdf', '%PDF-')]))).fileName).toBe('Werkkaart één.pdf');
  });

  it('refuses a body without a file', async () => {
    await expect(
      read(multipart('b', [{ headers: 'Content-Disposition: form-data; name="note"', body: 'x' }])),
    ).rejects.toThrow('The upload has no file.');
    await expect(read(Buffer.from('nothing here'))).rejects.toThrow('The upload is not a multipart form.');
  });

  it('keeps a file of exactly the limit and refuses one byte more, draining the rest of the body', async () => {
    expect((await read(multipart('b', [filePart('x.pdf', Buffer.alloc(1000, 1))]))).data.length).toBe(1000);
    const large = Object.assign(
      Readable.from([multipart('b', [filePart('x.pdf', Buffer.alloc(1001, 1))]), Buffer.alloc(10_000)]),
      { headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    );
    await expect(readSingleFile(large, 1000)).rejects.toThrow(UploadTooLarge);
    expect(large.readableEnded).toBe(true);
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

/**
 * A BMP file from its info header fields and raw pixel rows (already padded). Colour masks follow the 40-byte
 * header (BI_BITFIELDS); four of them make it a 56-byte header, whose fourth mask is alpha.
 */
function bmp(
  width: number,
  height: number,
  bits: number,
  rows: number[][],
  palette: number[][] = [],
  masks: number[] = [],
): Buffer {
  const paletteBytes = palette.flatMap(([r, g, b]) => [b, g, r, 0]);
  const offset = 54 + masks.length * 4 + paletteBytes.length;
  const pixels = rows.flat();
  const file = Buffer.alloc(offset + pixels.length);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(masks.length === 4 ? 56 : 40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  file.writeUInt32LE(masks.length > 0 ? 3 : 0, 30);
  file.writeUInt32LE(palette.length, 46);
  masks.forEach((mask, index) => file.writeUInt32LE(mask >>> 0, 54 + index * 4));
  Buffer.from(paletteBytes).copy(file, 54 + masks.length * 4);
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

  // No maintained decoder on npm read all of these when checked (docs/decisions.md, issue 16): a replacement must.
  it.each([
    [
      '1-bit',
      bmp(
        3,
        1,
        1,
        [[0b10100000, 0, 0, 0]],
        [
          [0, 0, 0],
          [255, 255, 255],
        ],
      ),
      [255, 255, 255, 255],
    ],
    [
      '4-bit',
      bmp(
        3,
        1,
        4,
        [[0x10, 0x10, 0, 0]],
        [
          [1, 2, 3],
          [9, 8, 7],
        ],
      ),
      [9, 8, 7, 255],
    ],
    ['16-bit 5-5-5', bmp(1, 1, 16, [[0x00, 0x7c, 0, 0]]), [255, 0, 0, 255]],
    ['16-bit 5-6-5 bitfields', bmp(1, 1, 16, [[0xe0, 0x07, 0, 0]], [], [0xf800, 0x07e0, 0x001f]), [0, 255, 0, 255]],
    ['32-bit, opaque', bmp(1, 1, 32, [[3, 2, 1, 0]]), [1, 2, 3, 255]],
    ['32-bit with alpha', bmp(1, 1, 32, [[3, 2, 1, 128]], [], [0xff0000, 0xff00, 0xff, 0xff000000]), [1, 2, 3, 128]],
  ])('reads a %s image', (_name, file, first) => expect(pixel(decodeBmp(file, 1000), 0, 0)).toEqual(first));

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
