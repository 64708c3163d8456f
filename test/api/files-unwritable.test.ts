/**
 * A file store that is full or read-only (issue 25, point 4): an upload answers 507 "The file store is full or
 * read-only" (never 500) and leaves no file, temporary file or record; an import's upload the same when its spool
 * folder cannot be written; storageWritable (which /readyz asks) says false. As root the test mounts a 1 MB tmpfs
 * (full) and a read-only bind mount on the storage folder of a server of its own and removes them after; without
 * root it makes the folder read-only with chmod (EACCES), which root would pass through.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/auth/auth.service.ts';
import { storageWritable } from '../../server/files/storage.ts';
import { uuid } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';
import { pdfBytes } from './catalogue-fixtures.ts';

const root = process.getuid?.() === 0;
let own: OwnServer;
let token = '';
const mounted: string[] = [];

function mount(args: string[], target: string): void {
  execFileSync('mount', [...args, target]);
  mounted.push(target);
}

afterAll(async () => {
  for (const target of mounted.reverse()) execFileSync('umount', [target]);
  await own?.close();
});

beforeAll(async () => {
  own = await startOwnServer('files-unwritable');
  const email = `store-admin-${uuid()}@example.com`;
  await upsertAccount(own.server.app.db, { email, password: 'Password1!', groups: ['admin'] });
  const answer = await fetch(`${own.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($email: String!) { signIn(email: $email, password: "Password1!") { accessToken } }`,
      variables: { email },
    }),
  });
  token = ((await answer.json()) as { data: { signIn: { accessToken: string } } }).data.signIn.accessToken;
});

/** The storage folder of the own server, empty, made unwritable the given way. */
function unwritable(way: 'full' | 'read-only'): string {
  const folder = join(own.dataDir, 'files');
  mkdirSync(folder, { recursive: true });
  if (!root) {
    chmodSync(folder, 0o555);
    return folder;
  }
  if (way === 'full') mount(['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs'], folder);
  else {
    const source = join(own.dataDir, 'read-only-source');
    mkdirSync(source, { recursive: true });
    mount(['--bind', '-o', 'ro', source], folder);
  }
  return folder;
}

function restore(folder: string): void {
  if (!root) chmodSync(folder, 0o755);
  else execFileSync('umount', [mounted.pop()!]);
}

/** A PDF of about `size` bytes. */
function pdfOf(size: number): Buffer {
  return Buffer.concat([pdfBytes(), Buffer.alloc(size, ' ')]);
}

async function uploadPdf(folder: string, data: Buffer): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'content.pdf');
  const response = await fetch(`${own.server.url}/files/${folder}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const storeFull = {
  errors: [{ message: 'The file store is full or read-only', extensions: { code: 'INSUFFICIENT_STORAGE' } }],
};

/** Every file under the folder, temporary ones included. */
const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

async function recordsIn(folder: string): Promise<unknown[]> {
  return own.server.app.db.selectFrom('stored_file').select('key').where('key', 'like', `${folder}/%`).execute();
}

describe('a file store that is full or read-only', () => {
  it('answers an upload that does not fit 507, and keeps no part of it', async () => {
    const folder = unwritable('full');
    try {
      const target = `ProductsContent/${uuid()}`;
      const answer = await uploadPdf(target, pdfOf(root ? 1536 * 1024 : 1024));
      expect(answer.status).toBe(507);
      expect(answer.body).toMatchObject(storeFull);
      expect(filesIn(folder)).toEqual([]);
      expect(await recordsIn(target)).toEqual([]);
      // A small file still fits on the full store's disk.
      if (root) expect((await uploadPdf(target, pdfOf(1024))).status).toBe(201);
    } finally {
      restore(folder);
    }
  });

  it('answers 507 on a read-only store, and storageWritable and /readyz say so there, and ready once writable', async () => {
    expect(await storageWritable(own.server.app.files)).toBe(true);
    const folder = unwritable('read-only');
    try {
      const target = `ProductsContent/${uuid()}`;
      const answer = await uploadPdf(target, pdfOf(1024));
      expect(answer.status).toBe(507);
      expect(answer.body).toMatchObject(storeFull);
      expect(await recordsIn(target)).toEqual([]);
      expect(await storageWritable(own.server.app.files)).toBe(false);
      const ready = await fetch(`${own.server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'storage not writable', storage: 'not writable' });
    } finally {
      restore(folder);
    }
    expect(await storageWritable(own.server.app.files)).toBe(true);
    expect((await fetch(`${own.server.url}/readyz`)).status).toBe(200);
    expect(filesIn(join(own.dataDir, 'files'))).toEqual([]);
  });

  it('answers an import whose upload cannot be spooled 507', async () => {
    const spool = join(own.dataDir, 'imports');
    mkdirSync(spool, { recursive: true });
    if (root) mount(['--bind', '-o', 'ro', join(own.dataDir, 'files')], spool);
    else chmodSync(spool, 0o555);
    try {
      const form = new FormData();
      form.append('file', new Blob(['email;title\nx@example.com;Ms\n'], { type: 'text/csv' }), 'users.csv');
      const response = await fetch(`${own.server.url}/imports/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(507);
      expect(await response.json()).toMatchObject(storeFull);
    } finally {
      if (root) execFileSync('umount', [mounted.pop()!]);
      else chmodSync(spool, 0o755);
    }
  });
});
