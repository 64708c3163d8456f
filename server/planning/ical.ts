/**
 * iCalendar text (RFC 5545) for the teacher's calendar feed, written by hand: CRLF line ends, lines folded at 75
 * octets without splitting a character, TEXT values escaped, times in UTC with Z, all-day events as DATE values.
 * Ours rather than ical-generator's: its line folding (a TextEncoder per character) makes a feed of 1,000 events
 * about ten times slower to write, near a second in which the server answers nothing else (docs/decisions.md,
 * issue 16).
 */
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

const maxOctets = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= maxOctets) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    const room = parts.length === 0 ? maxOctets : maxOctets - 1;
    let end = Math.min(start + room, bytes.length);
    // Step back over UTF-8 continuation bytes (10xxxxxx) so that no character is split.
    while (end < bytes.length && end > start && (bytes[end] & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** 2026-03-01T08:30:00.000Z → 20260301T083000Z */
function utcStamp(dateTime: string): string {
  return new Date(dateTime)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 2026-03-01 → 20260301 */
function dateValue(date: string): string {
  return date.slice(0, 10).replace(/-/g, '');
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: EventTime): string {
  return 'date' in time ? `${name};VALUE=DATE:${dateValue(time.date)}` : `${name}:${utcStamp(time.dateTime)}`;
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.lastModified)}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.categories && event.categories.length > 0)
    lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.transparent) lines.push('TRANSP:TRANSPARENT');
  lines.push('END:VEVENT');
  return lines;
}

export function icsCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Classroom Platform//Teacher calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The day after a YYYY-MM-DD date: the exclusive end of an all-day event. */
export function nextDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
