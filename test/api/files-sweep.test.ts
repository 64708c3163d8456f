/**
 * Files uploaded from a dialog that is never saved are removed by the sweep once a day old (issue 14, point 5): from
 * storage and from the records. Files a record names (a thumbnail, a content file, an image inside rich text) and
 * files younger than a day are kept. Time passes by recording files as older, the sweep getting its `now` (never a
 * later one: on PostgreSQL the suite's files share the records). A server of this file's own (its own storage), on
 * a fresh embedded database or on the PostgreSQL one of DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.ts';
import { findStoredFile, storeNewFile } from '../../server/files/records.ts';
import { interruptedWriteLifetimeMs, sweepUnsavedUploads, unsavedUploadLifetimeMs } from '../../server/files/sweep.ts';
import { uuid } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';

const hour = 60 * 60 * 1000;
let own: OwnServer;
let server: RunningServer;

beforeAll(async () => {
  own = await startOwnServer('files-sweep');
  server = own.server;
});

afterAll(async () => {
  await own?.close();
});

/** Records the file as uploaded `ageHours` before `now`. */
async function age(key: string, now: Date, ageHours: number): Promise<void> {
  await server.app.db
    .updateTable('stored_file')
    .set({ createdAt: new Date(now.getTime() - ageHours * hour) })
    .where('key', '=', key)
    .execute();
}

/** Stores a file as an upload does, recorded `ageHours` before `now`. */
async function upload(folder: string, name: string, now: Date, ageHours: number): Promise<string> {
  const data = Buffer.from(`file ${name} ${uuid()}`);
  const key = await storeNewFile(
    server.app,
    folder,
    name,
    { contentType: 'application/pdf', size: data.length, ownerId: null },
    data,
  );
  await age(key, now, ageHours);
  return key;
}

async function product(fields: { thumbnails?: string[]; description?: unknown }): Promise<void> {
  await sql`insert into product (id, title, thumbnails, description, "_version", "_deleted", "_lastChangedAt")
    values (${uuid()}, 'Swept', ${JSON.stringify(fields.thumbnails ?? [])}::jsonb,
      ${JSON.stringify(fields.description ?? null)}::jsonb, 1, false, 1)`.execute(server.app.db);
}

const recorded = async (key: string) =>
  (await server.app.db.selectFrom('stored_file').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
const present = async (key: string) => ({ stored: await server.app.files.exists(key), recorded: await recorded(key) });

describe('the sweep of unsaved uploads', () => {
  it('removes a day-old upload no record names, and keeps named and young ones', async () => {
    const now = new Date();
    const productId = uuid();
    const never = await upload(`Products/${productId}`, 'never-saved.png', now, 25);
    const thumbnail = await upload(`Products/${productId}`, 'thumbnail.png', now, 25);
    const inRichText = await upload(`Editor/${uuid()}`, 'in-text.png', now, 30);
    const young = await upload(`Products/${productId}`, 'still-open.png', now, 23);
    await product({
      thumbnails: [thumbnail],
      description: [{ type: 'paragraph', children: [{ type: 'image', url: `/files/${inRichText}`, children: [] }] }],
    });

    const result = await sweepUnsavedUploads(server.app, now);

    expect(result.removed).toContain(never);
    expect(result.removed).not.toContain(thumbnail);
    expect(await present(never)).toEqual({ stored: false, recorded: false });
    expect(await present(thumbnail)).toEqual({ stored: true, recorded: true });
    expect(await present(inRichText)).toEqual({ stored: true, recorded: true });
    expect(await present(young)).toEqual({ stored: true, recorded: true });
  });

  it('removes the young upload too once it is a day old and still unnamed', async () => {
    const now = new Date();
    const key = await upload(`Products/${uuid()}`, 'late.png', now, 0);
    expect((await sweepUnsavedUploads(server.app, now)).removed).not.toContain(key);
    await age(key, now, unsavedUploadLifetimeMs / hour + 1 / 60);
    expect((await sweepUnsavedUploads(server.app, now)).removed).toContain(key);
    expect(await present(key)).toEqual({ stored: false, recorded: false });
  });

  it('looks at a file found in use once, and two sweeps at once remove an unnamed file once', async () => {
    const now = new Date();
    const named = await upload(`Products/${uuid()}`, 'named.png', now, 48);
    const unnamed = await upload(`Products/${uuid()}`, 'unnamed.png', now, 48);
    await product({ thumbnails: [named] });
    const [first, second] = await Promise.all([
      sweepUnsavedUploads(server.app, now),
      sweepUnsavedUploads(server.app, now),
    ]);
    expect([...first.removed, ...second.removed].filter((key) => key === unnamed)).toEqual([unnamed]);
    const marked = await server.app.db
      .selectFrom('stored_file')
      .select('referencedAt')
      .where('key', '=', named)
      .executeTakeFirstOrThrow();
    expect(marked.referencedAt).not.toBeNull();
    expect(await present(named)).toEqual({ stored: true, recorded: true });
  });

  it('removes what a crash mid-write left once older than a write takes: pending records, their files, temporary files', async () => {
    const now = new Date();
    const folder = `ProductsContent/${uuid()}`;
    const old = new Date(now.getTime() - interruptedWriteLifetimeMs - 60_000);
    const young = new Date(now.getTime() - 60_000);
    // Records claimed for writes that never confirmed: one whose file was renamed into place just before the crash.
    const pending = async (name: string, createdAt: Date) => {
      const key = `${folder}/${now.getTime()}-${name}`;
      await server.app.db
        .insertInto('stored_file')
        .values({ key, contentType: 'application/pdf', size: 5, ownerId: null, pending: true, createdAt })
        .execute();
      return key;
    };
    const renamed = await pending('renamed.pdf', old);
    await server.app.files.put(renamed, Buffer.from('%PDF-'));
    const neverWritten = await pending('never.pdf', old);
    const inProgress = await pending('in-progress.pdf', young);
    expect(await findStoredFile(server.app.db, renamed)).toBeUndefined();
    // Temporary files of writes a crash cut short, as the local disk storage names them.
    const partial = async (name: string, changedAt: Date) => {
      const path = join(own.dataDir, 'files', folder, name);
      await mkdir(join(own.dataDir, 'files', folder), { recursive: true });
      await writeFile(path, 'part of a file');
      await utimes(path, changedAt, changedAt);
      return path;
    };
    const leftOver = await partial(`.partial-${uuid()}`, old);
    const writing = await partial(`.partial-${uuid()}`, young);

    const result = await sweepUnsavedUploads(server.app, now);

    expect(result.interrupted).toEqual(expect.arrayContaining([renamed, neverWritten]));
    expect(result.interrupted).not.toContain(inProgress);
    expect(result.partials).toEqual([leftOver]);
    expect(await present(renamed)).toEqual({ stored: false, recorded: false });
    expect(await present(neverWritten)).toEqual({ stored: false, recorded: false });
    expect(await recorded(inProgress)).toBe(true);
    expect([existsSync(leftOver), existsSync(writing)]).toEqual([false, true]);
  });
});
