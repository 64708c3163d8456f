import { describe, expect, it } from 'vitest';
import type { TermRecord } from './calendarModel';
import {
  calendarEvents,
  currentTerm,
  openingView,
  printPageOf,
  quickAddTimes,
  stepDate,
  yearsHolding,
} from './calendarModel';

const term = (id: string, start: string, end: string): TermRecord => ({
  id,
  label: id,
  start,
  end,
  provinces: [],
  biweeks: [{ label: 'Week 1-2', start, end: start, color: 'cyan darken-1' }],
  createdAt: '',
  updatedAt: '',
  _version: 1,
  _deleted: false,
  _lastChangedAt: 0,
});

describe('the current term (001 section 2: the first term this year that contains today or starts later)', () => {
  const terms = [
    term('Term 2', '2026-04-08', '2026-06-26'),
    term('Term 1', '2026-01-14', '2026-03-27'),
    term('Term 3', '2026-07-21', '2026-10-02'),
  ];
  it.each([
    ['2026-02-01', 'Term 1'],
    ['2026-03-27', 'Term 1'],
    ['2026-03-30', 'Term 2'],
    ['2026-07-01', 'Term 3'],
    ['2026-12-20', 'Term 3'],
    ['2025-12-01', 'Term 1'],
  ])('on %s it is %s', (today, expected) => expect(currentTerm(terms, today)?.id).toBe(expected));
  it('is none without terms', () => expect(currentTerm([], '2026-01-01')).toBeNull());
});

describe('events', () => {
  it('shows the chosen term’s biweeks and the holidays as all-day bands, holidays in red', () => {
    const events = calendarEvents(
      [],
      [
        {
          id: 'h',
          label: 'Freedom Day',
          date: '2026-04-27',
          createdAt: '',
          updatedAt: '',
          _version: 1,
          _deleted: false,
          _lastChangedAt: 0,
        },
      ],
      term('Term 2', '2026-04-08', '2026-06-26'),
      (label) => `Biweek ${label}`,
    );
    expect(events.map((event) => [event.kind, event.title, event.allDay, event.color])).toEqual([
      ['biweek', 'Biweek Week 1-2', true, '#00ACC1'],
      ['holiday', 'Freedom Day', true, '#E53935'],
    ]);
    const holiday = events[1];
    expect(holiday.end.getTime() - holiday.start.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
  });
});

describe('printer pages of activities (001 section 2)', () => {
  it.each([
    [{ type: 'Lesson', teachersubjecttemplateID: 'l1', teacherassessmenttemplateID: null }, '/app/print/lesson/l1'],
    [
      { type: 'Assessment', teachersubjecttemplateID: null, teacherassessmenttemplateID: 'a1' },
      '/app/print/assessment/a1',
    ],
    [{ type: 'Lesson', teachersubjecttemplateID: null, teacherassessmenttemplateID: null }, null],
    [{ type: 'Sport', teachersubjecttemplateID: 'l1', teacherassessmenttemplateID: null }, null],
  ])('%j → %s', (activity, page) => expect(printPageOf(activity)).toBe(page));
});

describe('navigation', () => {
  const monday = new Date(2026, 2, 2, 12);
  it.each([
    ['day', 1],
    ['fourDays', 4],
    ['week', 7],
  ] as const)('one step in the %s view is %i days', (view, days) => {
    expect(Math.round((stepDate(monday, view, 1).getTime() - monday.getTime()) / 86_400_000)).toBe(days);
    expect(Math.round((monday.getTime() - stepDate(monday, view, -1).getTime()) / 86_400_000)).toBe(days);
  });
  it('one step in the month view is a month', () => expect(stepDate(monday, 'month', 1).getMonth()).toBe(3));
  it('an activity is kept in its own year’s list, and in the neighbour’s near New Year', () => {
    expect(yearsHolding('2026-06-15T08:00:00.000Z')).toEqual([2026]);
    expect(yearsHolding('2026-12-30T08:00:00.000Z')).toEqual([2026, 2027]);
    expect(yearsHolding('2026-01-02T08:00:00.000Z')).toEqual([2025, 2026]);
  });
});

describe('the view the calendar opens on (issue 26: the address, else the last chosen, else the device’s)', () => {
  it.each([
    ['month', 'fourDays', 375, 'month'],
    [null, 'fourDays', 375, 'fourDays'],
    [null, null, 375, 'day'],
    [null, null, 600, 'day'],
    [null, null, 601, 'week'],
    [null, null, 1366, 'week'],
    ['agenda', 'nonsense', 1366, 'week'],
    [null, 'month', 1366, 'month'],
  ] as const)('address %s, remembered %s, %i px wide: %s', (address, remembered, width, view) =>
    expect(openingView(address, remembered, width)).toBe(view),
  );
});

describe('quick add: the times of a new activity from a click or drag over empty space', () => {
  const at = (hours: number, minutes = 0, day = 2) => new Date(2026, 2, day, hours, minutes);
  it('a drag over hours keeps what it covered', () => {
    expect(quickAddTimes({ start: at(9), end: at(10, 30), action: 'select' }, 'week')).toEqual({
      start: at(9),
      end: at(10, 30),
    });
  });
  it('a click on an hour starts there and lasts an hour', () => {
    expect(quickAddTimes({ start: at(13, 30), end: at(14), action: 'click' }, 'day')).toEqual({
      start: at(13, 30),
      end: at(14, 30),
    });
  });
  it.each([
    ['a month day', { start: at(0, 0, 4), end: at(0, 0, 4), action: 'click' }, 'month'],
    ['days dragged over in the month', { start: at(0, 0, 4), end: at(0, 0, 6), action: 'select' }, 'month'],
    ['the week’s all-day row', { start: at(0, 0, 4), end: at(0, 0, 5), action: 'click' }, 'week'],
  ] as const)('%s: its first day at 08:00, for an hour', (_, slot, view) => {
    expect(quickAddTimes(slot, view)).toEqual({ start: at(8, 0, 4), end: at(9, 0, 4) });
  });
});
