import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { spoolUpload } from './upload.ts';

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
});
