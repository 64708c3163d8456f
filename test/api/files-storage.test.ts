import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newTeacher, serverUrl, signIn, uuid } from '../helpers/api.ts';
import { admin, fetchFile, pdfBytes, pngOf, upload, uploadAsAdmin } from './catalogue-fixtures.ts';

/** A 2×1 24-bit BMP (bottom-up rows: blue, white / red, green). */
function tinyBmp(): Buffer {
  const rowSize = 8;
  const file = Buffer.alloc(54 + rowSize * 2);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(2, 18);
  file.writeInt32LE(2, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  Buffer.from([255, 0, 0, 255, 255, 255, 0, 0]).copy(file, 54);
  Buffer.from([0, 0, 255, 0, 255, 0, 0, 0]).copy(file, 54 + rowSize);
  return file;
}

describe('uploads', () => {
  it('stores a 2000×1000 PNG product image as an 800×400 JPEG under the spec key layout', async () => {
    const productId = uuid();
    const { accessToken } = await admin();
    const result = await upload(`Products/${productId}`, 'Wide Cover.png', await pngOf(2000, 1000), accessToken);
    expect(result.status).toBe(201);
    expect(result.body.key).toMatch(new RegExp(`^Products/${productId}/\\d{13}-Wide_Cover\\.jpg$`));
    expect(result.body.contentType).toBe('image/jpeg');

    const response = await fetchFile(result.body.key ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('public');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 800,
      height: 400,
    });
  });

  it('gives parallel uploads of one file name their own keys', async () => {
    const { accessToken } = await admin();
    const folder = `Products/${uuid()}`;
    const png = await pngOf(30, 30);
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(folder, 'same.png', png, accessToken)));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((result) => result.body.key)).size).toBe(5);
  });

  it('refuses a text file renamed to x.png, by its content', async () => {
    const { accessToken } = await admin();
    const result = await upload(
      `Products/${uuid()}`,
      'x.png',
      Buffer.from('just some text, not an image\n'),
      accessToken,
    );
    expect(result.status).toBe(415);
    expect(result.body.errors?.[0].message).toBe(
      'x.png is not one of the accepted kinds: PNG, JPEG, GIF, BMP or WebP images.',
    );
  });

  it('refuses an image with a valid header but no picture behind it', async () => {
    const { accessToken } = await admin();
    const broken = Buffer.concat([(await pngOf(10, 10)).subarray(0, 40), Buffer.alloc(200)]);
    const result = await upload(`Products/${uuid()}`, 'broken.png', broken, accessToken);
    expect(result.status).toBe(415);
    expect(result.body.errors?.[0].message).toBe('broken.png could not be read as an image.');
  });

  it('refuses a file over the size limit (10 MB for images)', async () => {
    const { accessToken } = await admin();
    const large = Buffer.concat([await pngOf(10, 10), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const result = await upload(`Products/${uuid()}`, 'large.png', large, accessToken);
    expect(result.status).toBe(413);
    expect(result.body.errors?.[0].message).toBe('The file is too large. Files in this folder may be at most 10 MB.');
  });

  it('decodes BMP images (which sharp cannot read) and stores them as JPEG', async () => {
    const key = await uploadAsAdmin(`ProductBundles/${uuid()}/Thumbnails`, 'tiny.bmp', tinyBmp());
    expect(key).toMatch(/-tiny\.jpg$/);
    const image = sharp(Buffer.from(await (await fetchFile(key)).arrayBuffer()));
    const { width, height } = await image.metadata();
    expect({ width, height }).toEqual({ width: 2, height: 2 });
  });

  it('keeps the format of editor images and scales them to 1240 px; each user writes only their own folder', async () => {
    const teacher = await newTeacher();
    const own = await upload(
      `Editor/${teacher.user.id}/lesson`,
      'diagram.png',
      await pngOf(3000, 1500),
      teacher.accessToken,
    );
    expect(own.status).toBe(201);
    expect(own.body.contentType).toBe('image/png');
    const { width, height } = await sharp(
      Buffer.from(await (await fetchFile(own.body.key ?? '', { token: teacher.accessToken })).arrayBuffer()),
    ).metadata();
    expect({ width, height }).toEqual({ width: 1240, height: 620 });

    const other = await upload(`Editor/${uuid()}`, 'diagram.png', await pngOf(10, 10), teacher.accessToken);
    expect(other.status).toBe(403);
    expect((await fetchFile(own.body.key ?? '')).status).toBe(401);
  });

  it("shows an admin's editor images to everyone and a teacher's to that teacher alone", async () => {
    const [teacher, other, staff] = await Promise.all([newTeacher(), newTeacher(), signIn('admin@example.com')]);
    const shared = await upload(
      `Editor/${staff.user.id}/product`,
      'diagram.png',
      await pngOf(10, 10),
      staff.accessToken,
    );
    expect((await fetchFile(shared.body.key ?? '')).status).toBe(200);
    const own = await upload(`Editor/${teacher.user.id}/lesson`, 'notes.png', await pngOf(10, 10), teacher.accessToken);
    expect((await fetchFile(own.body.key ?? '', { token: other.accessToken })).status).toBe(403);
    expect((await fetchFile(own.body.key ?? '', { token: staff.accessToken })).status).toBe(200);
  });

  it('lets only admins upload catalogue, communication and school files, and only signed-in callers upload at all', async () => {
    const teacher = await newTeacher();
    const png = await pngOf(20, 20);
    for (const folder of [
      `Products/${uuid()}`,
      `ProductsContent/${uuid()}`,
      `ProductBundles/${uuid()}/Thumbnails`,
      `Communications/${uuid()}/Images`,
      `Schools/${uuid()}`,
    ]) {
      expect((await upload(folder, 'a.png', png, teacher.accessToken)).status, folder).toBe(403);
    }
    expect((await upload(`Products/${uuid()}`, 'a.png', png)).status).toBe(401);
    expect((await upload('Elsewhere/x', 'a.png', png, (await admin()).accessToken)).status).toBe(400);
  });
});

describe('downloads', () => {
  it('serves content files to admins only by default, with ranges, never for a token in the query, always as an attachment', async () => {
    const teacher = await newTeacher();
    const { accessToken } = await admin();
    const pdf = pdfBytes();
    const key = await uploadAsAdmin(`ProductsContent/${uuid()}`, 'Term 1 Worksheet.pdf', pdf);
    expect(key).toMatch(/-Term_1_Worksheet\.pdf$/);

    expect((await fetchFile(key)).status).toBe(401);
    expect((await fetchFile(key, { token: teacher.accessToken })).status).toBe(403);
    expect((await fetchFile(key, { token: 'not-a-token' })).status).toBe(401);
    const publicKey = await uploadAsAdmin(`Products/${uuid()}`, 'card.png', await pngOf(40, 40));
    expect((await fetchFile(publicKey, { token: 'not-a-token' })).status).toBe(200);

    const whole = await fetchFile(key, { token: accessToken });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('content-disposition')).toBe(
      `attachment; filename="Term_1_Worksheet.pdf"; filename*=UTF-8''Term_1_Worksheet.pdf`,
    );
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);

    const firstByte = await fetchFile(key, { token: accessToken, headers: { range: 'bytes=0-0' } });
    expect(firstByte.status).toBe(206);
    expect(firstByte.headers.get('content-range')).toBe(`bytes 0-0/${pdf.length}`);
    expect(Buffer.from(await firstByte.arrayBuffer()).toString('latin1')).toBe('%');

    const tail = await fetchFile(key, { token: accessToken, headers: { range: 'bytes=-6' } });
    expect(Buffer.from(await tail.arrayBuffer()).toString('latin1')).toBe('%%EOF\n');
    expect((await fetchFile(key, { token: accessToken, headers: { range: `bytes=${pdf.length}-` } })).status).toBe(416);

    // A token in the query ends up in logs and history: links are signed instead (security-files.test.ts).
    expect((await fetchFile(key, { query: `?access_token=${encodeURIComponent(accessToken)}` })).status).toBe(401);
  });

  it('answers 404 for a missing file and removes a file on DELETE', async () => {
    const { accessToken } = await admin();
    const teacher = await newTeacher();
    const key = await uploadAsAdmin(`Communications/${uuid()}/Images`, 'notice.png', await pngOf(50, 50));
    expect((await fetchFile(key)).status).toBe(200);
    const refused = await fetch(`${serverUrl()}/files/${key}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${teacher.accessToken}` },
    });
    expect(refused.status).toBe(403);
    const removed = await fetch(`${serverUrl()}/files/${key}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(removed.status).toBe(204);
    expect((await fetchFile(key)).status).toBe(404);
    expect((await fetchFile('Products/nothing/1-none.jpg')).status).toBe(404);
  });
});
