import { describe, expect, it } from 'vitest';
import {
  activityErrors,
  classErrors,
  compareClasses,
  compareWeekdays,
  formatTime,
  localMoment,
  planningMessages as messages,
  profileErrors,
  repeatWeeksError,
  scheduleErrors,
  scheduleWarning,
  storedTime,
  weeklyStarts,
} from './planning-rules.ts';

const profile = {
  title: 'Ms',
  name: 'Thandi',
  surname: 'Mokoena',
  language: 'English',
  province: 'Gauteng',
  daysPerWeek: 5,
  translateI18n: 'af',
};

describe('profile form (001 section 5)', () => {
  it('accepts a complete profile', () => expect(profileErrors(profile)).toEqual({}));
  it.each([
    [{ title: '  ' }, { title: 'Title is required' }],
    [{ name: '' }, { name: 'Name is required' }],
    [{ surname: null }, { surname: 'Surname is required' }],
    [{ language: 'French' }, { language: messages.languageInvalid }],
    [{ language: '' }, { language: messages.languageRequired }],
    [{ province: 'Gauteng Province' }, { province: messages.provinceInvalid }],
    [{ daysPerWeek: 0 }, { daysPerWeek: messages.daysPerWeekRange }],
    [{ daysPerWeek: 6 }, { daysPerWeek: messages.daysPerWeekRange }],
    [{ daysPerWeek: 2.5 }, { daysPerWeek: messages.daysPerWeekRange }],
    [{ daysPerWeek: null }, { daysPerWeek: messages.daysPerWeekRequired }],
    [{ translateI18n: 'xh' }, { translateI18n: messages.interfaceLanguageInvalid }],
  ])('%o', (change, expected) => expect(profileErrors({ ...profile, ...change })).toEqual(expected));
  it('offers the five languages and nine provinces', () => {
    for (const language of ['Afrikaans', 'English', 'Xhosa', 'Zulu', 'Sotho'])
      expect(profileErrors({ ...profile, language })).toEqual({});
    expect(profileErrors({ ...profile, province: 'KwaZulu-Natal' })).toEqual({});
  });
});

describe('schedule (001 section 5)', () => {
  const day = { day: 'Monday', startTime: '07:30', endTime: '14:00' };
  it('accepts a day once', () => expect(scheduleErrors(day, ['Tuesday'])).toEqual({}));
  it.each([
    [{ day: '' }, [], { day: 'A day is required' }],
    [{ day: 'Saturday' }, [], { day: messages.dayInvalid }],
    [{}, ['Monday'], { day: 'Monday already exists' }],
    [{ startTime: null }, [], { startTime: 'Time is required' }],
    [{ endTime: '' }, [], { endTime: 'Time is required' }],
    [{ endTime: '07:00' }, [], { endTime: messages.endTimeBeforeStart }],
    [{ periods: -1 }, [], { periods: messages.numberInvalid }],
    [{ breakDurations: [15, -5] }, [], { breakDurations: messages.numberInvalid }],
  ])('%o with %o taken', (change, taken, expected) =>
    expect(scheduleErrors({ ...day, ...change }, taken)).toEqual(expected),
  );
  it('allows an end equal to the start', () => expect(scheduleErrors({ ...day, endTime: '07:30' }, [])).toEqual({}));
});

describe('times', () => {
  it.each([
    ['07:30', '07:30:00.000'],
    ['07:30:45', '07:30:00.000'],
    ['23:59:59.999', '23:59:00.000'],
    ['24:00', null],
    ['7:30', null],
    [null, null],
  ])('stores %s as %s', (input, stored) => expect(storedTime(input)).toBe(stored));
  it.each([
    ['00:00:00.000', ''],
    ['00:30:00.000', '12:30 AM'],
    ['07:05:00.000', '7:05 AM'],
    ['12:00:00.000', '12:00 PM'],
    ['13:45:00.000', '1:45 PM'],
    [null, ''],
  ])('shows %s as "%s"', (stored, shown) => expect(formatTime(stored)).toBe(shown));
});

describe('ordering', () => {
  it('sorts weekdays in week order', () => {
    expect(['Friday', 'Monday', 'Wednesday'].sort(compareWeekdays)).toEqual(['Monday', 'Wednesday', 'Friday']);
  });
  it('sorts classes by grade, subject, name', () => {
    const classes = [
      { grade: '10', subject: 'Mathematics', name: '10A' },
      { grade: 'R', subject: 'Life Skills', name: 'RB' },
      { grade: '2', subject: 'Mathematics', name: '2B' },
      { grade: '2', subject: 'Mathematics', name: '2A' },
      { grade: '2', subject: 'Life Skills', name: '2C' },
    ];
    expect(classes.sort(compareClasses).map((entry) => entry.name)).toEqual(['RB', '2C', '2A', '2B', '10A']);
  });
});

describe('classes (001 section 5)', () => {
  const others = [{ name: '7A', subjectID: 'maths' }];
  it.each([
    [{ name: '7A', subjectID: 'english' }, {}],
    [{ name: ' 7a ', subjectID: 'maths' }, { name: 'Class Name already used' }],
    [{ name: '  ', subjectID: 'maths' }, { name: 'Name is required' }],
    [{ name: '7B', subjectID: '' }, { subjectID: messages.subjectRequired }],
  ])('%o', (values, expected) => expect(classErrors(values, others)).toEqual(expected));
});

describe('activities (001 section 5)', () => {
  const activity = {
    label: 'Maths',
    type: 'Lesson',
    startDateTime: '2026-03-02T08:00:00Z',
    endDateTime: '2026-03-02T09:00:00Z',
    color: 'red darken-1',
  };
  it('accepts a complete activity', () => expect(activityErrors(activity)).toEqual({}));
  it.each([
    [{ label: ' ' }, { label: 'Label is required' }],
    [{ startDateTime: '' }, { startDateTime: 'Date is required' }],
    [{ endDateTime: null }, { endDateTime: 'Date is required' }],
    [{ endDateTime: '2026-03-02T07:59:00Z' }, { endDateTime: messages.endDateBeforeStart }],
    [{ type: 'Meeting' }, { type: messages.typeInvalid }],
    [{ type: null }, {}],
    [{ color: '' }, { color: messages.colorRequired }],
  ])('%o', (change, expected) => expect(activityErrors({ ...activity, ...change })).toEqual(expected));
  it.each([
    [0, null],
    [12, null],
    [13, messages.repeatLengthRange],
    [-1, messages.repeatLengthRange],
    [null, messages.repeatLengthRequired],
  ])('repeat of %s weeks', (weeks, expected) => expect(repeatWeeksError(weeks)).toBe(expected));
  it('repeats weekly, the first week included', () => {
    expect(weeklyStarts('2026-03-02T08:00:00.000Z', 3)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
    ]);
    expect(weeklyStarts('2026-03-02T08:00:00.000Z', 0)).toHaveLength(1);
  });
});

describe('outside scheduled hours (001 section 5)', () => {
  const schedules = [{ day: 'Monday', startTime: '07:30:00.000', endTime: '14:00:00.000' }];
  const at = (iso: string) => localMoment(iso, 'Africa/Johannesburg');
  it('reads local weekday and time', () =>
    expect(at('2026-03-02T06:00:00Z')).toEqual({ date: '2026-03-02', weekday: 'Monday', time: '08:00' }));
  it.each([
    ['2026-03-02T06:00:00Z', '2026-03-02T07:00:00Z', false],
    ['2026-03-02T05:30:00Z', '2026-03-02T12:00:00Z', false],
    ['2026-03-02T05:00:00Z', '2026-03-02T06:00:00Z', true],
    ['2026-03-02T11:00:00Z', '2026-03-02T12:30:00Z', true],
    ['2026-03-03T06:00:00Z', '2026-03-03T07:00:00Z', true],
    ['2026-03-02T06:00:00Z', '2026-03-03T07:00:00Z', true],
  ])('%s to %s outside: %s', (start, end, outside) => {
    const warning = scheduleWarning(at(start), at(end), schedules);
    expect(warning !== null).toBe(outside);
  });
  it('names the day and its hours', () => {
    expect(scheduleWarning(at('2026-03-02T04:00:00Z'), at('2026-03-02T05:00:00Z'), schedules)).toEqual({
      message: 'This activity falls outside your scheduled hours on Monday',
      day: 'Monday',
      startTime: '07:30:00.000',
      endTime: '14:00:00.000',
    });
  });
  it('stays quiet for a teacher without a schedule', () => {
    expect(scheduleWarning(at('2026-03-07T04:00:00Z'), at('2026-03-07T05:00:00Z'), [])).toBeNull();
  });
});
