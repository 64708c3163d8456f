import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsCalendar, nextDay, type CalendarEvent } from './ical.ts';

const lesson: CalendarEvent = {
  uid: 'activity-1@localhost',
  summary: 'Maths, 7A',
  start: { dateTime: '2026-03-02T06:00:00.000Z' },
  end: { dateTime: '2026-03-02T07:00:00.000Z' },
  lastModified: '2026-03-01T10:00:00.000Z',
  categories: ['Lesson'],
  url: 'http://localhost:4000/app/print/lesson/abc',
};

const holiday: CalendarEvent = {
  uid: 'holiday-1@localhost',
  summary: 'Human Rights Day',
  start: { date: '2026-03-21' },
  end: { date: '2026-03-22' },
  lastModified: '2026-01-01T00:00:00.000Z',
  transparent: true,
};

const linesOf = (text: string) => text.split('\r\n');

/** The events as a calendar app reads them (ical.js unfolds and unescapes). */
function parsedEvents(text: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('iCalendar text (RFC 5545)', () => {
  it.each([
    ['plain', 'plain'],
    ['Maths; Grade 7, 7A', 'Maths\\; Grade 7\\, 7A'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nthree', 'two\\nlines\\nthree'],
  ])('escapes %j', (summary, escaped) => {
    const text = icsCalendar({ name: 'c', events: [{ ...lesson, summary, description: summary }] });
    expect(linesOf(text)).toContain(`SUMMARY:${escaped}`);
    expect(linesOf(text)).toContain(`DESCRIPTION:${escaped}`);
    const [event] = parsedEvents(text);
    expect(event.summary).toBe(summary.replace(/\r\n/g, '\n'));
  });

  it('folds at 75 octets without splitting a character', () => {
    const summary = 'é'.repeat(80);
    const lines = linesOf(icsCalendar({ name: 'c', events: [{ ...lesson, summary }] }));
    const start = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    let end = start + 1;
    while (lines[end].startsWith(' ')) end += 1;
    const folded = lines.slice(start, end);
    expect(folded.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${summary}`);
  });

  it('writes UTC times and all-day dates', () => {
    const lines = linesOf(
      icsCalendar({
        name: 'c',
        events: [{ ...lesson, start: { dateTime: '2026-03-02T08:30:00+02:00' } }, holiday],
      }),
    );
    expect(lines).toContain('DTSTART:20260302T063000Z');
    expect(lines).toContain('DTSTAMP:20260301T100000Z');
    expect(lines).toContain('LAST-MODIFIED:20260301T100000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260321');
    expect(lines).toContain('DTEND;VALUE=DATE:20260322');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('writes a calendar with CRLF line ends that a calendar app reads back', () => {
    const text = icsCalendar({ name: 'Classroom calendar', events: [lesson, holiday] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Classroom Platform//Teacher calendar//EN');
    expect(lines).toContain('X-WR-CALNAME:Classroom calendar');
    expect(lines).toContain('SUMMARY:Maths\\, 7A');
    expect(lines).toContain('CATEGORIES:Lesson');
    expect(lines).toContain('TRANSP:TRANSPARENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');

    const [first, second] = parsedEvents(text);
    expect(first.uid).toBe('activity-1@localhost');
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(first.endDate.toJSDate().toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(first.component.getFirstPropertyValue('url')).toBe(lesson.url);
    expect(second.startDate.isDate).toBe(true);
    expect(second.startDate.toString()).toBe('2026-03-21');
    expect(second.endDate.toString()).toBe('2026-03-22');
  });
});
