/**
 * Download PDF: GET /print/pdf/{assessment|lesson}/{id}?mode=paper|memo&fontSize=14..20&language=en|af
 *
 * The server opens the web app's own print page (/app/print/assessment/{id} or /app/print/lesson/{id}) in the
 * machine's Chromium (playwright-core) and prints it to an A4 PDF with the page's print CSS, so the PDF is exactly
 * what the browser prints.
 *
 * Auth: the caller's access token as `Authorization: Bearer …` (the web app fetches the PDF; a token in the query
 * would end up in logs and browser history, so none is read there). Only the owner of a teacher template, or an
 * admin for a shared template, may render it.
 *
 * Signing in the print page: the web app keeps its session in localStorage (web/src/core/auth/tokens.ts). Before
 * the page loads, the server puts a freshly issued access token for the same user (the normal 15-minute life)
 * there, with a placeholder refresh token, in a throwaway browser context that is closed after the render. The print
 * page needs no code of its own for this. The page is opened with `?mode=paper|memo&fontSize=N&source=teacher|shared
 * &pdf=1`; the print page should read `mode` (paper: question paper, memo: memorandum) and `fontSize` from its query.
 * The render waits for the network to go quiet, for the paper (`[data-print-ready]`) and for the page to show
 * nothing busy (`[data-print-pending]`, `[aria-busy="true"]`, an antd spinner or skeleton), then for fonts and images.
 *
 * No Chromium on the machine (CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser) or no playwright-core:
 * 503 with `{ error: 'PDF rendering is not available on this server: Chromium is not installed.' }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { rowPredicate } from '../access/check.ts';
import type { Viewer } from '../access/rules.ts';
import { countHit, throttleWait, type ThrottlePolicy } from '../auth/throttle.ts';
import type { App } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { bearerToken, decodedOrNull, sendJson } from '../http/request.ts';
import { chromiumLaunchArgs, chromiumPath } from './chromium.ts';
import { modelNamed } from '../models/models.ts';
import { findRow, type Row } from '../models/repository.ts';
import { logError } from '../observability/log.ts';
import { countThrottleRefusal } from '../observability/metrics.ts';
import { recordOf } from '../observability/request-record.ts';

export const pdfMessages = {
  unavailable: 'PDF rendering is not available on this server: Chromium is not installed.',
  signIn: 'Sign in to continue.',
  expired: 'Your session has expired. Please sign in again.',
  notFound: 'Template not found.',
  forbidden: 'Only the owner of this template, or an admin for a shared template, may print it.',
  badMode: 'mode must be paper or memo.',
  badFontSize: 'fontSize must be a whole number from 14 to 20.',
  tooMany: 'Too many PDF downloads at once. Please wait a minute and try again.',
  failed: 'The PDF could not be rendered. Please try again.',
} as const;

export const fontSizes = { min: 14, max: 20, initial: 17 } as const;
export type PrintKind = 'assessment' | 'lesson';
export type PrintMode = 'paper' | 'memo';

/** Where the web app keeps its tokens (web/src/core/auth/tokens.ts). */
const accessTokenKey = 'classroom.accessToken';
const refreshTokenKey = 'classroom.refreshToken';
const printRefreshToken = 'print-render-only';

export class ChromiumUnavailable extends Error {}

export interface RenderOptions {
  chromePath: string;
  /** The page to print, absolute. */
  url: string;
  /**
   * What shows the page is ready to print (the print pages' `[data-print-ready]`), waited for as well as nothing
   * busy. Without it, nothing busy alone is waited for.
   */
  readySelector?: string;
  /** Access token put into the page's localStorage before it loads. */
  accessToken?: string;
  timeoutMs?: number;
}

/** Renders a page of this server to an A4 PDF. Requests to any other origin are refused. */
export async function renderPdf(options: RenderOptions): Promise<Buffer> {
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new ChromiumUnavailable('playwright-core is not installed');
  }
  const timeout = options.timeoutMs ?? 30_000;
  const origin = new URL(options.url).origin;
  const browser = await playwright.chromium.launch({
    executablePath: options.chromePath,
    headless: true,
    args: chromiumLaunchArgs,
    timeout,
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      viewport: { width: 1240, height: 1754 },
      acceptDownloads: false,
    });
    await context.route('**/*', (route) => {
      const target = route.request().url();
      return target.startsWith(`${origin}/`) ||
        target === origin ||
        target.startsWith('data:') ||
        target.startsWith('blob:')
        ? route.continue()
        : route.abort('blockedbyclient');
    });
    if (options.accessToken) {
      await context.addInitScript(
        ([keys, values]) => {
          try {
            localStorage.setItem(keys[0], values[0]);
            localStorage.setItem(keys[1], values[1]);
          } catch {
            // about:blank and opaque origins have no storage
          }
        },
        [
          [accessTokenKey, refreshTokenKey],
          [options.accessToken, printRefreshToken],
        ] as const,
      );
    }
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    await page.goto(options.url, { waitUntil: 'load', timeout });
    await page.waitForLoadState('networkidle', { timeout: Math.min(timeout, 15_000) }).catch(() => undefined);
    // A print page is ready on a positive sign (the paper, or the page saying it is not found) with nothing still
    // loading: the absence of loading marks alone also holds before the page's code has run, on a busy machine
    // well after the network went quiet, and printed a blank page.
    await page.waitForFunction(
      (ready) =>
        (ready === null || document.querySelector(ready) !== null) &&
        !document.querySelector('[data-print-pending], [aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active'),
      options.readySelector ?? null,
      { timeout: Math.min(timeout, 15_000), polling: 100 },
    );
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images)
          .filter((image) => !image.complete)
          .map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
          ),
      );
    });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' },
    });
    await context.close();
    return pdf;
  } finally {
    await browser.close();
  }
}

/** At most two Chromiums at once; further renders wait their turn. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

export interface Printable {
  title: string;
  source: 'teacher' | 'shared';
}

const models: Record<PrintKind, { teacher: string; shared: string; titleField: string }> = {
  assessment: { teacher: 'TeacherAssessmentTemplate', shared: 'AssessmentTemplate', titleField: 'title' },
  lesson: { teacher: 'TeacherSubjectTemplate', shared: 'SubjectTemplate', titleField: 'name' },
};

const textOf = (row: Row, field: string): string => {
  const value = row[field];
  return typeof value === 'string' ? value : '';
};

/** The caller's own template, or a shared one for an admin; 'forbidden' when the caller only reads a shared one. */
export async function findPrintable(
  app: App,
  viewer: Viewer,
  kind: PrintKind,
  id: string,
): Promise<Printable | 'forbidden' | null> {
  const { teacher, shared, titleField } = models[kind];
  const own = await findRow(app.db, modelNamed(teacher), id, rowPredicate(teacher, viewer, 'read'));
  if (own) return { title: textOf(own, titleField), source: 'teacher' };
  const sharedModel = modelNamed(shared);
  if (viewer.groups.includes('admin')) {
    const row = await findRow(app.db, sharedModel, id, sql<boolean>`true`);
    return row ? { title: textOf(row, titleField), source: 'shared' } : null;
  }
  const visible = await findRow(app.db, sharedModel, id, rowPredicate(shared, viewer, 'read'));
  return visible ? 'forbidden' : null;
}

export interface PdfRouteDeps {
  chromePath(): string | null;
  render(options: RenderOptions): Promise<Buffer>;
  findPrintable(app: App, viewer: Viewer, kind: PrintKind, id: string): Promise<Printable | 'forbidden' | null>;
}

const defaultDeps: PdfRouteDeps = { chromePath: () => chromiumPath(), render: renderPdf, findPrintable };

function fileName(title: string, kind: PrintKind, mode: PrintMode): string {
  const part = kind === 'lesson' ? '' : mode === 'memo' ? ' - Memorandum' : ' - Question Paper';
  return `${title.trim() || kind}${part}.pdf`;
}

function disposition(name: string): string {
  const ascii = name.replace(/[^\w .()-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Renders per user a minute, counted in the database so that every server process shares the limit. */
export const pdfRenders: ThrottlePolicy = { kind: 'window', max: 20, windowMs: 60 * 1000 };

export function createPrintPdfRoute(overrides: Partial<PdfRouteDeps> = {}): HttpRoute {
  const deps = { ...defaultDeps, ...overrides };
  const gate = new Gate(2);
  return {
    method: 'GET',
    path: '/print/pdf/',
    prefix: true,
    async handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/print\/pdf\/(assessment|lesson)\/([^/]+)\/?$/.exec(url.pathname);
      if (!match) return sendJson(res, 404, { error: 'Not found.' });
      const kind = match[1] as PrintKind;
      const id = decodedOrNull(match[2]);
      if (id === null) return sendJson(res, 404, { error: 'Not found.' });

      const token = bearerToken(req.headers.authorization);
      if (!token) return sendJson(res, 401, { error: pdfMessages.signIn });
      let viewer: Viewer;
      try {
        viewer = await app.tokens.verify(token);
      } catch {
        return sendJson(res, 401, { error: pdfMessages.expired });
      }
      if (!viewer.userId) return sendJson(res, 401, { error: pdfMessages.signIn });

      const mode = url.searchParams.get('mode') ?? 'paper';
      if (mode !== 'paper' && mode !== 'memo') return sendJson(res, 400, { error: pdfMessages.badMode });
      const fontText = url.searchParams.get('fontSize') ?? String(fontSizes.initial);
      const fontSize = Number(fontText);
      if (!/^\d+$/.test(fontText) || fontSize < fontSizes.min || fontSize > fontSizes.max) {
        return sendJson(res, 400, { error: pdfMessages.badFontSize });
      }

      const printable = await deps.findPrintable(app, viewer, kind, id);
      if (printable === null) return sendJson(res, 404, { error: pdfMessages.notFound });
      if (printable === 'forbidden') return sendJson(res, 403, { error: pdfMessages.forbidden });

      const chromePath = deps.chromePath();
      if (!chromePath) return sendJson(res, 503, { error: pdfMessages.unavailable });
      const renderKey = `pdf:${viewer.userId}`;
      if ((await throttleWait(app.db, pdfRenders, renderKey)) > 0) {
        countThrottleRefusal('pdf');
        return sendJson(res, 429, { error: pdfMessages.tooMany });
      }
      await countHit(app.db, pdfRenders, renderKey);

      // The server prints its own page over loopback, whatever address the caller used.
      const port = req.socket.localPort;
      const origin = `http://127.0.0.1:${port}`;
      const query = new URLSearchParams({ mode, fontSize: String(fontSize), source: printable.source, pdf: '1' });
      // The paper's own words (Grade, Marks …) in the language the teacher prints in; English when not said.
      const language = url.searchParams.get('language');
      if (language === 'af' || language === 'en') query.set('language', language);
      const pageUrl = `${origin}/app/print/${kind}/${encodeURIComponent(id)}?${query}`;
      let pdf: Buffer;
      try {
        const accessToken = await app.tokens.issue(viewer);
        pdf = await gate.run(() =>
          deps.render({ chromePath, url: pageUrl, accessToken, readySelector: '[data-print-ready]' }),
        );
      } catch (error) {
        if (error instanceof ChromiumUnavailable) return sendJson(res, 503, { error: pdfMessages.unavailable });
        logError('PDF rendering failed', error, { requestId: recordOf(req).id });
        return sendJson(res, 500, { error: pdfMessages.failed });
      }
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'content-disposition': disposition(fileName(printable.title, kind, mode)),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(pdf);
    },
  };
}
