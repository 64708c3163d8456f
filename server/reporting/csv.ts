/**
 * `GET /reports/{revenue|teacherprofiles|subscriptions}.csv` (issue 13): the table a report screen shows under its
 * chart, as CSV, streamed. Bearer token of the reporting group (401 without a valid token, 403 outside the group).
 * Query: `from`, `to` (YYYY-MM-DD, South African dates; default the last 12 months, as the screen), `groupBy`
 * (revenue: MONTH, PAYMENT_METHOD, PRODUCT, COUPON; default MONTH), `table` (teacherprofiles: registrations,
 * byProvince, byLanguage, bySchool, byGroup; subscriptions: byPackage, byStatus, byGrade; default the first),
 * `sort` (key, orders, revenue, vat, count) and `dir` (ASC, DESC) as the
 * screen's table is sorted (unsorted: the report's order), `lang` (en or af: the headers and cell words; default en). Headers and cells are the screen's
 * (server/domain/report-tables.ts), amounts in rand with two decimals and no 'R '.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringify } from 'csv-stringify';
import af from '../../web/src/locales/af/reporting.json' with { type: 'json' };
import en from '../../web/src/locales/en/reporting.json' with { type: 'json' };
import type { App } from '../context.ts';
import { safeCsvRow } from '../domain/csv-cell.ts';
import {
  countCells,
  countHeaders,
  revenueCells,
  revenueGroupings,
  revenueHeaders,
  revenueKeyText,
  countKeyText,
  sortColumns,
  sortedRows,
  subscriptionTables,
  southAfricanToday,
  teacherTables,
  yearEndingOn,
  type ReportName,
  type ReportWords,
  type SortDirection,
} from '../domain/report-tables.ts';
import type { HttpRoute } from '../feature.ts';
import { compressibleStream } from '../http/compress.ts';
import { callerInGroup, sendRouteError } from '../http/route-auth.ts';
import { revenueReport, subscriptionReport, teacherReport, type DateRange } from './reports.repository.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const pathPattern = /^\/reports\/(revenue|teacherprofiles|subscriptions)\.csv$/;

class BadRequest extends Error {}

type Catalogue = { [key: string]: string | Catalogue };

/** The `reporting` words of a language, English for a missing one. */
export function reportWords(lang: string | null): ReportWords {
  const find = (catalogue: Catalogue, key: string) => {
    const found = key
      .split('.')
      .reduce<string | Catalogue | undefined>(
        (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
        catalogue,
      );
    return typeof found === 'string' ? found : undefined;
  };
  return (key) => (lang === 'af' ? find(af, key) : undefined) ?? find(en, key) ?? key;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], name: string): T {
  if (value === null || value === '') return allowed[0];
  if (!(allowed as readonly string[]).includes(value))
    throw new BadRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** The period of the query; by default the last 12 months up to today, as the screen's. */
export function periodOf(params: URLSearchParams): DateRange {
  const to = dateParam(params, 'to') ?? southAfricanToday();
  const from = dateParam(params, 'from') ?? yearEndingOn(to);
  if (from > to) throw new BadRequest('The start date must be on or before the end date.');
  return { from, to };
}

/** A date parameter (YYYY-MM-DD), or null when not given. */
function dateParam(params: URLSearchParams, name: 'from' | 'to'): string | null {
  const value = params.get(name);
  if (!value) return null;
  if (!datePattern.test(value) || Number.isNaN(Date.parse(value)))
    throw new BadRequest(`${name} must be a date, YYYY-MM-DD`);
  return value;
}

/** The header and rows of the CSV of a report, in the order of `sort` and `dir` (as the screen's table). */
async function tableOf(app: App, name: ReportName, params: URLSearchParams, words: ReportWords): Promise<string[][]> {
  const sortParam = params.get('sort');
  const sort = sortParam ? oneOf(sortParam, sortColumns, 'sort') : null;
  const dir: SortDirection = params.get('dir') === 'DESC' ? 'DESC' : 'ASC';
  if (name === 'revenue') {
    const groupBy = oneOf(params.get('groupBy'), revenueGroupings, 'groupBy');
    const report = await revenueReport(app.db, periodOf(params), groupBy);
    const rows = sortedRows(report.rows, sort, dir, (row) => revenueKeyText(row, groupBy, words));
    return [revenueHeaders(groupBy, words), ...rows.map((row) => revenueCells(row, groupBy, words))];
  }
  const counted =
    name === 'teacherprofiles'
      ? (await teacherReport(app.db, periodOf(params)))[oneOf(params.get('table'), teacherTables, 'table')]
      : (await subscriptionReport(app.db))[oneOf(params.get('table'), subscriptionTables, 'table')];
  const table =
    name === 'teacherprofiles'
      ? oneOf(params.get('table'), teacherTables, 'table')
      : oneOf(params.get('table'), subscriptionTables, 'table');
  const rows = sortedRows(counted, sort, dir, (row) => countKeyText(row, words));
  return [countHeaders(table, words), ...rows.map((row) => countCells(row, words))];
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const name = pathPattern.exec(url.pathname)?.[1] as ReportName | undefined;
  if (!name) return sendRouteError(res, 404, 'NOT_FOUND', 'No such report.');
  if (!(await callerInGroup(app, req, res, 'reporting'))) return;

  let rows: string[][];
  try {
    rows = await tableOf(app, name, url.searchParams, reportWords(url.searchParams.get('lang')));
  } catch (error) {
    if (error instanceof BadRequest) return sendRouteError(res, 400, 'BAD_REQUEST', error.message);
    throw error;
  }
  const out = compressibleStream(req, res, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}.csv"`,
    'cache-control': 'no-store',
  });
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  for (const row of rows) {
    // A school or product named "=…" is shown as text, not run as a formula (domain/csv-cell.ts).
    if (!csv.write(safeCsvRow(row))) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
}

export const reportRoutes: HttpRoute[] = [{ method: 'GET', path: '/reports/', prefix: true, handle }];
