/**
 * iCalendar text (RFC 5545) for the teacher's calendar feed, written by ical-generator: it escapes TEXT values and
 * folds lines at 75 octets. Times are in UTC (the calendar has no time zone), all-day events are DATE values.
 */
import ical, { ICalEventTransparency } from 'ical-generator';

export type EventTime = { dateTime: string } | { date: string };

export interface CalendarEvent {
  uid: string;
  summary: string;
  start: EventTime;
  end: EventTime;
  /** When this event last changed: DTSTAMP and LAST-MODIFIED (the calendar has no METHOD, so DTSTAMP is the revision). */
  lastModified: string;
  description?: string | null;
  categories?: readonly string[];
  url?: string | null;
  /** Shown as free time (holidays). */
  transparent?: boolean;
}

export interface Calendar {
  name: string;
  events: readonly CalendarEvent[];
}

/** A DATE-TIME as its instant; a DATE as midnight UTC, which the library writes as that same day. */
function instant(time: EventTime): Date {
  return new Date('date' in time ? `${time.date.slice(0, 10)}T00:00:00Z` : time.dateTime);
}

export function icsCalendar(calendar: Calendar): string {
  const feed = ical({
    name: calendar.name,
    prodId: '//Classroom Platform//Teacher calendar//EN',
    scale: 'GREGORIAN',
  });
  for (const event of calendar.events) {
    const lastModified = new Date(event.lastModified);
    feed.createEvent({
      id: event.uid,
      summary: event.summary,
      start: instant(event.start),
      end: instant(event.end),
      allDay: 'date' in event.start,
      stamp: lastModified,
      lastModified,
      description: event.description || null,
      categories: (event.categories ?? []).map((name) => ({ name })),
      url: event.url || null,
      transparency: event.transparent ? ICalEventTransparency.TRANSPARENT : null,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves the last one bare.
  return `${feed.toString()}\r\n`;
}

/** The day after a YYYY-MM-DD date: the exclusive end of an all-day event. */
export function nextDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
