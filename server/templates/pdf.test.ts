import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Viewer } from '../access/rules.ts';
import type { App } from '../context.ts';
import { chromiumPath } from './chromium.ts';
import { ChromiumUnavailable, createPrintPdfRoute, pdfMessages, type PdfRouteDeps, type RenderOptions } from './pdf.ts';

// A user of this run: the render limit is counted in a real database (DATABASE_URL's PostgreSQL, else an embedded one).
const teacher: Viewer = { userId: randomUUID(), email: 't@example.com', groups: ['teacher'], teacherProfileId: 'p1' };

const dataDir = mkdtempSync(join(tmpdir(), 'pdf-route-'));
let handle: DatabaseHandle;
const app = {
  get db() {
    return handle.db;
  },
  tokens: {
    verify: async (token: string) => {
      if (token === 'good') return teacher;
      throw new Error('bad token');
    },
    issue: async () => 'fresh-print-token',
  },
} as unknown as App;

let renders: RenderOptions[] = [];
let chrome: string | null = '/usr/bin/chromium';
let renderError: Error | null = null;

const deps: PdfRouteDeps = {
  chromePath: () => chrome,
  render: async (options) => {
    renders.push(options);
    if (renderError) throw renderError;
    return Buffer.from('%PDF-1.7 fake');
  },
  findPrintable: async (_app, _viewer, _kind, id) =>
    id === 'mine' ? { title: 'Graad 4 Wiskunde', source: 'teacher' } : id === 'shared' ? 'forbidden' : null,
};

let server: Server;
let base = '';

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrateToLatest(handle.db);
  const route = createPrintPdfRoute(deps);
  server = createServer((req, res) => void route.handle(app, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    headers: response.headers,
    body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()),
  };
}

const asTeacher = { authorization: 'Bearer good' };

describe('GET /print/pdf/{kind}/{id}', () => {
  it('needs a valid token in the Authorization header; a token in the query (it ends up in logs) is not read', async () => {
    expect(await get('/print/pdf/assessment/mine')).toMatchObject({ status: 401, body: { error: pdfMessages.signIn } });
    expect(await get('/print/pdf/assessment/mine', { authorization: 'Bearer forged' })).toMatchObject({
      status: 401,
      body: { error: pdfMessages.expired },
    });
    expect(await get('/print/pdf/assessment/mine?access_token=good')).toMatchObject({
      status: 401,
      body: { error: pdfMessages.signIn },
    });
    expect((await get('/print/pdf/assessment/mine', asTeacher)).status).toBe(200);
  });

  it('checks mode and font size', async () => {
    expect(await get('/print/pdf/assessment/mine?mode=answers', asTeacher)).toMatchObject({
      status: 400,
      body: { error: pdfMessages.badMode },
    });
    expect(await get('/print/pdf/assessment/mine?fontSize=13', asTeacher)).toMatchObject({
      status: 400,
      body: { error: pdfMessages.badFontSize },
    });
    expect(await get('/print/pdf/assessment/mine?fontSize=17.5', asTeacher)).toMatchObject({ status: 400 });
    expect(await get('/print/pdf/quiz/mine', asTeacher)).toMatchObject({ status: 404 });
  });

  it("refuses others' templates and shared ones for non-admins", async () => {
    expect(await get('/print/pdf/lesson/someone-elses', asTeacher)).toMatchObject({
      status: 404,
      body: { error: pdfMessages.notFound },
    });
    expect(await get('/print/pdf/assessment/shared', asTeacher)).toMatchObject({
      status: 403,
      body: { error: pdfMessages.forbidden },
    });
  });

  it('says so when no Chromium is installed', async () => {
    chrome = null;
    try {
      const response = await get('/print/pdf/assessment/mine', asTeacher);
      expect(response).toMatchObject({
        status: 503,
        body: { error: 'PDF rendering is not available on this server: Chromium is not installed.' },
      });
    } finally {
      chrome = '/usr/bin/chromium';
    }
    renderError = new ChromiumUnavailable('playwright-core is not installed');
    try {
      expect(await get('/print/pdf/assessment/mine', asTeacher)).toMatchObject({
        status: 503,
        body: { error: pdfMessages.unavailable },
      });
    } finally {
      renderError = null;
    }
  });

  it("renders the print page of this server with the caller's session and sends the PDF", async () => {
    renders = [];
    const response = await get('/print/pdf/assessment/mine?mode=memo&fontSize=18', asTeacher);
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Graad 4 Wiskunde - Memorandum.pdf"; filename*=UTF-8''${encodeURIComponent('Graad 4 Wiskunde - Memorandum.pdf')}`,
    );
    expect((response.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({
      chromePath: '/usr/bin/chromium',
      accessToken: 'fresh-print-token',
      readySelector: '[data-print-ready]',
    });
    expect(renders[0].url).toBe(`${base}/app/print/assessment/mine?mode=memo&fontSize=18&source=teacher&pdf=1`);
  });
});

describe('finding Chromium', () => {
  it('takes CHROME_PATH when it exists and nothing when none exists', () => {
    expect(chromiumPath({ CHROME_PATH: process.execPath })).toBe(process.execPath);
    const none = chromiumPath({ CHROME_PATH: '/nonexistent/chromium' });
    expect(none === null || none.startsWith('/usr/bin/')).toBe(true);
  });
});
