/**
 * The teacher's private calendar feed: a URL with an unguessable token (one per teacher profile) serving the
 * teacher's activities and the public holidays as iCalendar, for calendar apps to subscribe to.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db/connect.ts';
import type { App, RequestContext } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { apiError } from '../errors.ts';
import { sendCompressible } from '../http/compress.ts';
import { icsCalendar, nextDay, type CalendarEvent } from './ical.ts';

const feedPath = '/calendar/';
/** 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function feedUrl(app: App, token: string): string {
  return `${app.config.publicUrl}${feedPath}${token}.ics`;
}

function ownProfile(ctx: RequestContext): string {
  if (!ctx.viewer.teacherProfileId) throw apiError('FORBIDDEN', 'You need a teacher profile to have a calendar.');
  return ctx.viewer.teacherProfileId;
}

/** The teacher's feed URL; the token is made on the first call and kept. */
export async function calendarFeedUrl(ctx: RequestContext): Promise<string> {
  const teacherProfileId = ownProfile(ctx);
  await ctx.db
    .insertInto('calendar_feed')
    .values({ teacherProfileId, token: newToken() })
    .onConflict((conflict) => conflict.column('teacherProfileId').doNothing())
    .execute();
  const feed = await ctx.db
    .selectFrom('calendar_feed')
    .select('token')
    .where('teacherProfileId', '=', teacherProfileId)
    .executeTakeFirstOrThrow();
  return feedUrl(ctx.app, feed.token);
}

/** A new feed URL; the old one stops working at once. */
export async function resetCalendarFeedUrl(ctx: RequestContext): Promise<string> {
  const teacherProfileId = ownProfile(ctx);
  const token = newToken();
  await ctx.db
    .insertInto('calendar_feed')
    .values({ teacherProfileId, token })
    .onConflict((conflict) => conflict.column('teacherProfileId').doUpdateSet({ token, createdAt: sql`now()` }))
    .execute();
  return feedUrl(ctx.app, token);
}

function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

const printPage: Record<
  string,
  (row: { teachersubjecttemplateID: string | null; teacherassessmenttemplateID: string | null }) => string | null
> = {
  Lesson: (row) => (row.teachersubjecttemplateID ? `/app/print/lesson/${row.teachersubjecttemplateID}` : null),
  Assessment: (row) =>
    row.teacherassessmenttemplateID ? `/app/print/assessment/${row.teacherassessmenttemplateID}` : null,
};

/** The feed's events, or null when no teacher has this token. */
export async function calendarFeedEvents(
  db: Database,
  publicUrl: string,
  token: string,
): Promise<CalendarEvent[] | null> {
  const feed = await db
    .selectFrom('calendar_feed')
    .select('teacherProfileId')
    .where('token', '=', token)
    .executeTakeFirst();
  if (!feed) return null;
  const host = new URL(publicUrl).hostname;
  const activities = await db
    .selectFrom('teacher_activity')
    .select([
      'id',
      'label',
      'type',
      'startDateTime',
      'endDateTime',
      'teachersubjecttemplateID',
      'teacherassessmenttemplateID',
      'updatedAt',
    ])
    .where('teacherprofileID', '=', feed.teacherProfileId)
    .where('_deleted', '=', false)
    .orderBy('startDateTime')
    .execute();
  const holidays = await db
    .selectFrom('holiday')
    .select(['id', 'label', 'date', 'updatedAt'])
    .where('_deleted', '=', false)
    .where('date', 'is not', null)
    .orderBy('date')
    .execute();
  return [
    ...activities.map((activity): CalendarEvent => {
      const page = activity.type ? printPage[activity.type]?.(activity) : null;
      return {
        uid: `activity-${activity.id}@${host}`,
        summary: activity.label ?? '',
        start: { dateTime: iso(activity.startDateTime) },
        end: { dateTime: iso(activity.endDateTime) },
        lastModified: iso(activity.updatedAt),
        categories: activity.type ? [activity.type] : [],
        url: page ? `${publicUrl}${page}` : null,
      };
    }),
    ...holidays.map((holiday): CalendarEvent => ({
      uid: `holiday-${holiday.id}@${host}`,
      summary: holiday.label ?? '',
      start: { date: String(holiday.date) },
      end: { date: nextDay(String(holiday.date)) },
      lastModified: iso(holiday.updatedAt),
      categories: ['Public holiday'],
      transparent: true,
    })),
  ];
}

async function serveFeed(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const name = pathname.slice(feedPath.length);
  const token = name.endsWith('.ics') ? name.slice(0, -'.ics'.length) : '';
  const events = tokenPattern.test(token) ? await calendarFeedEvents(app.db, app.config.publicUrl, token) : null;
  if (!events) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const body = icsCalendar({ name: 'Classroom calendar', events });
  await sendCompressible(
    req,
    res,
    200,
    {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-cache',
      // The URL is the credential: keep it out of referrers and indexes.
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
    body,
  );
}

export const calendarFeedRoute: HttpRoute = {
  method: 'GET',
  path: feedPath,
  prefix: true,
  secretPath: true,
  handle: serveFeed,
};
