import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, nextDay, utcStamp } from './ical.ts';

describe('iCalendar text (RFC 5545)', () => {
  it.each([
    ['plain', 'plain'],
    ['Maths; Grade 7, 7A', 'Maths\\; Grade 7\\, 7A'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nthree', 'two\\nlines\\nthree'],
  ])('escapes %j', (text, escaped) => expect(escapeText(text)).toBe(escaped));

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC times and all-day dates', () => {
    expect(utcStamp('2026-03-02T08:30:00.000Z')).toBe('20260302T083000Z');
    expect(utcStamp('2026-03-02T10:30:00+02:00')).toBe('20260302T083000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('writes a calendar with CRLF line ends', () => {
    const text = icsCalendar({
      name: 'Classroom calendar',
      events: [
        {
          uid: 'activity-1@localhost',
          summary: 'Maths, 7A',
          start: { dateTime: '2026-03-02T06:00:00.000Z' },
          end: { dateTime: '2026-03-02T07:00:00.000Z' },
          lastModified: '2026-03-01T10:00:00.000Z',
          categories: ['Lesson'],
          url: 'http://localhost:4000/app/print/lesson/abc',
        },
        {
          uid: 'holiday-1@localhost',
          summary: 'Human Rights Day',
          start: { date: '2026-03-21' },
          end: { date: '2026-03-22' },
          lastModified: '2026-01-01T00:00:00.000Z',
          transparent: true,
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('SUMMARY:Maths\\, 7A');
    expect(lines).toContain('DTSTART:20260302T060000Z');
    expect(lines).toContain('DTSTAMP:20260301T100000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260321');
    expect(lines).toContain('DTEND;VALUE=DATE:20260322');
    expect(lines).toContain('TRANSP:TRANSPARENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
