/**
 * The calendar's pure parts: which dates a year's lists cover, the current term, colours, and the events shown
 * (activities, public holidays in red, the chosen term's biweeks as all-day bands).
 */
import dayjs from 'dayjs';
import { activityColors } from '../../../../server/domain/planning-rules.ts';
import type { ActivityFieldsFragment, HolidayFieldsFragment, TermFieldsFragment } from '../../gql/graphql';
import { cssColor } from '../../ui/colors';

export type ActivityRecord = ActivityFieldsFragment;
export type TermRecord = TermFieldsFragment;
export type HolidayRecord = HolidayFieldsFragment;

export const calendarViews = ['day', 'fourDays', 'week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

export function isCalendarView(value: unknown): value is CalendarView {
  return (calendarViews as readonly unknown[]).includes(value);
}

/** Colours offered for an activity: the palette's names, the product's defaults first. */
export const activityColorChoices = [
  activityColors.new,
  activityColors.default,
  ...['blue', 'orange', 'purple', 'teal', 'pink', 'indigo', 'brown', 'blue-grey'].map((name) => `${name} darken-1`),
];

/**
 * The window of one year's lists: the year plus a week either side, so that a week spanning New Year shows its
 * activities and holidays from the same cached list.
 */
export function yearWindow(year: number): { from: string; to: string; fromDate: string; toDate: string } {
  const from = dayjs(new Date(year, 0, 1)).subtract(7, 'day');
  const to = dayjs(new Date(year + 1, 0, 1)).add(7, 'day');
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    fromDate: from.format('YYYY-MM-DD'),
    toDate: to.format('YYYY-MM-DD'),
  };
}

/** The terms starting in a year. */
export function termWindow(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The years whose cached lists hold an activity starting then (its own, and a neighbour's extra week). */
export function yearsHolding(startDateTime: string): number[] {
  const year = dayjs(startDateTime).year();
  return [year - 1, year, year + 1].filter((candidate) => {
    const window = yearWindow(candidate);
    return startDateTime >= window.from && startDateTime <= window.to;
  });
}

/**
 * The term chosen when none is: the first term of the year that contains today or starts later (001 section 2);
 * in a year already over, its last term.
 */
export function currentTerm(terms: readonly TermRecord[], today: string): TermRecord | null {
  const sorted = [...terms].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.find((term) => term.end >= today) ?? sorted.at(-1) ?? null;
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  kind: 'activity' | 'holiday' | 'biweek';
  color: string;
  activity?: ActivityRecord;
}

/** A YYYY-MM-DD date as the local midnight starting it. */
function localDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The day after a YYYY-MM-DD date: all-day events end at the next midnight. */
function dayAfter(date: string): Date {
  const day = localDay(date);
  day.setDate(day.getDate() + 1);
  return day;
}

export function calendarEvents(
  activities: readonly ActivityRecord[],
  holidays: readonly HolidayRecord[],
  term: TermRecord | null,
  biweekLabel: (label: string) => string,
): CalendarEvent[] {
  const activityEvents = activities.map((activity): CalendarEvent => ({
    id: activity.id,
    title: activity.label,
    start: new Date(activity.startDateTime),
    end: new Date(activity.endDateTime),
    allDay: false,
    kind: 'activity',
    color: cssColor(activity.color),
    activity,
  }));
  const holidayEvents = holidays
    .filter((holiday) => holiday.date)
    .map((holiday): CalendarEvent => ({
      id: `holiday-${holiday.id}`,
      title: holiday.label ?? '',
      start: localDay(holiday.date as string),
      end: dayAfter(holiday.date as string),
      allDay: true,
      kind: 'holiday',
      color: cssColor(activityColors.holiday),
    }));
  const biweekEvents = (term?.biweeks ?? [])
    .filter((biweek) => biweek.start && biweek.end)
    .map((biweek, index): CalendarEvent => ({
      id: `biweek-${term?.id}-${index}`,
      title: biweekLabel(biweek.label ?? ''),
      start: localDay(biweek.start as string),
      end: dayAfter(biweek.end as string),
      allDay: true,
      kind: 'biweek',
      color: cssColor(biweek.color),
    }));
  return [...biweekEvents, ...holidayEvents, ...activityEvents];
}

/** Where a lesson or assessment activity's printer page is, or null when it is not linked to one. */
export function printPageOf(
  activity: Pick<ActivityRecord, 'type' | 'teachersubjecttemplateID' | 'teacherassessmenttemplateID'>,
): string | null {
  if (activity.type === 'Lesson' && activity.teachersubjecttemplateID)
    return `/app/print/lesson/${activity.teachersubjecttemplateID}`;
  if (activity.type === 'Assessment' && activity.teacherassessmenttemplateID)
    return `/app/print/assessment/${activity.teacherassessmenttemplateID}`;
  return null;
}

/** One step of the previous/next buttons in each view. */
export function stepDate(date: Date, view: CalendarView, direction: 1 | -1): Date {
  const day = dayjs(date);
  switch (view) {
    case 'day':
      return day.add(direction, 'day').toDate();
    case 'fourDays':
      return day.add(4 * direction, 'day').toDate();
    case 'week':
      return day.add(direction, 'week').toDate();
    case 'month':
      return day.add(direction, 'month').toDate();
  }
}

/** The widest screen that counts as a phone: the week would not fit, so the calendar opens on one day. */
export const phoneWidth = 600;

/**
 * The view the calendar opens on: the address's (a link, Back), else the one last chosen on this device, else the
 * device's own (one day on a phone, the week elsewhere).
 */
export function openingView(fromAddress: string | null, remembered: string | null, screenWidth: number): CalendarView {
  if (isCalendarView(fromAddress)) return fromAddress;
  if (isCalendarView(remembered)) return remembered;
  return screenWidth <= phoneWidth ? 'day' : 'week';
}

const hour = 60 * 60 * 1000;

/** Local midnight exactly: the whole-day cells (the month's days, the week's all-day row) give such times. */
function isMidnight(date: Date): boolean {
  return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
}

/**
 * The times a new activity gets from a click or drag over empty calendar space: a drag over hours keeps exactly
 * what was covered; a click on an hour starts there and lasts an hour (the specification gives no length); a click
 * or drag on whole days (the month, the all-day row) starts on its first day at 08:00, for an hour.
 */
export function quickAddTimes(
  slot: { start: Date; end: Date; action: 'select' | 'click' | 'doubleClick' },
  view: CalendarView,
): { start: Date; end: Date } {
  const wholeDays = view === 'month' || (isMidnight(slot.start) && isMidnight(slot.end));
  if (wholeDays) {
    const start = dayjs(slot.start).startOf('day').hour(8).toDate();
    return { start, end: new Date(start.getTime() + hour) };
  }
  if (slot.action === 'select' && slot.end.getTime() > slot.start.getTime())
    return { start: slot.start, end: slot.end };
  return { start: slot.start, end: new Date(slot.start.getTime() + hour) };
}
