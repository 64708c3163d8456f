import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { spoolUpload, UploadRefused } from './upload.ts';

describe('import uploads', () => {
  it('spools each file with its UTF-8 name, as browsers send it', async () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="files"; filename="Werkkaart één.png"\r\n\r\nbytes\r\n--b--\r\n',
    );
    const request = Object.assign(Readable.from([body]), {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'import-upload-'));
    const upload = await spoolUpload(request, dataDir, { fileSize: 100, files: 2, tooLarge: 'too large' });
    try {
      expect(upload.files.map((file) => file.fileName)).toEqual(['Werkkaart één.png']);
      expect((await readFile(upload.files[0].path)).toString()).toBe('bytes');
    } finally {
      await upload.discard();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a second file where one is allowed, once the body is read (issue 25: it hung)', async () => {
    const part = (name: string) =>
      `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\na;b\n1;2\r\n`;
    const request = Object.assign(Readable.from([Buffer.from(`${part('one.csv')}${part('two.csv')}--b--\r\n`)]), {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'import-upload-'));
    try {
      await expect(spoolUpload(request, dataDir, { fileSize: 100, files: 1, tooLarge: 'too large' })).rejects.toEqual(
        new UploadRefused(413, 'Send one file at a time.'),
      );
      expect(request.readableEnded).toBe(true);
      expect(await readdir(join(dataDir, 'imports'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
