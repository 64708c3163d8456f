import { describe, expect, it } from 'vitest';
import {
  activityErrors,
  biweekPalette,
  classErrors,
  compareClasses,
  compareGrades,
  compareWeekdays,
  contactErrors,
  firstUnusedColor,
  formatDuration,
  formatTime,
  holidayErrors,
  localMoment,
  messages,
  profileErrors,
  repeatWeeksError,
  scheduleErrors,
  scheduleWarning,
  schoolErrors,
  storedTime,
  subjectErrors,
  supportErrors,
  termErrors,
  weeklyStarts,
  withBiweekColors,
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
    for (const language of ['Afrikaans', 'English', 'Xhosa', 'Zulu', 'Sotho']) expect(profileErrors({ ...profile, language })).toEqual({});
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
  ])('%o with %o taken', (change, taken, expected) => expect(scheduleErrors({ ...day, ...change }, taken)).toEqual(expected));
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
  it.each([
    [0, '0 Minutes'],
    [1, '1 Minute'],
    [60, '1 Hour'],
    [135, '2 Hours 15 Minutes'],
  ])('%i minutes read %s', (minutes, shown) => expect(formatDuration(minutes)).toBe(shown));
});

describe('ordering', () => {
  it('sorts grades R first, then numerically', () => {
    expect(['10', '2', 'R', '12', '1'].sort(compareGrades)).toEqual(['R', '1', '2', '10', '12']);
  });
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
  const activity = { label: 'Maths', type: 'Lesson', startDateTime: '2026-03-02T08:00:00Z', endDateTime: '2026-03-02T09:00:00Z', color: 'red darken-1' };
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
    expect(weeklyStarts('2026-03-02T08:00:00.000Z', 3)).toEqual(['2026-03-02T08:00:00.000Z', '2026-03-09T08:00:00.000Z', '2026-03-16T08:00:00.000Z']);
    expect(weeklyStarts('2026-03-02T08:00:00.000Z', 0)).toHaveLength(1);
  });
});

describe('outside scheduled hours (001 section 5)', () => {
  const schedules = [{ day: 'Monday', startTime: '07:30:00.000', endTime: '14:00:00.000' }];
  const at = (iso: string) => localMoment(iso, 'Africa/Johannesburg');
  it('reads local weekday and time', () => expect(at('2026-03-02T06:00:00Z')).toEqual({ date: '2026-03-02', weekday: 'Monday', time: '08:00' }));
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

describe('terms and biweeks (002 sections 4, 5)', () => {
  const term = { label: 'Term 1', start: '2026-01-14', end: '2026-03-27', provinces: ['Gauteng'] };
  it('accepts a term', () => expect(termErrors(term)).toEqual({}));
  it.each([
    [{ label: '' }, { label: 'Label is required' }],
    [{ start: null }, { start: 'Start Date is required' }],
    [{ end: '' }, { end: 'End Date is required' }],
    [{ end: '2026-01-14' }, { end: messages.termEndBeforeStart }],
    [{ provinces: ['Gauteng', 'Atlantis'] }, { provinces: messages.provinceInvalid }],
    [{ biweeks: [{ label: '', start: '2026-01-14', end: '2026-01-23' }] }, { 'biweeks.0.label': 'Label is required' }],
    [{ biweeks: [{ label: 'W1', start: '2026-01-12', end: '2026-01-23' }] }, { 'biweeks.0.start': messages.biweekOutsideTerm }],
    [{ biweeks: [{ label: 'W1', start: '2026-01-20', end: '2026-01-19' }] }, { 'biweeks.0.end': messages.biweekEndBeforeStart }],
    [{ biweeks: [{ label: 'W1', start: '2026-01-20' }] }, { 'biweeks.0.end': 'End Date is required' }],
  ])('%o', (change, expected) => expect(termErrors({ ...term, ...change })).toEqual(expected));
  it('refuses a sixteenth biweek', () => {
    const biweeks = Array.from({ length: 16 }, () => ({ label: 'W', start: '2026-01-20', end: '2026-01-21' }));
    expect(termErrors({ ...term, biweeks }).biweeks).toBe(messages.biweeksFull);
  });
  it('gives each new biweek the first colour the term does not use', () => {
    expect(biweekPalette).toHaveLength(15);
    expect(firstUnusedColor([])).toBe('red darken-1');
    expect(firstUnusedColor(['red darken-1', 'pink darken-1'])).toBe('cyan darken-1');
    expect(firstUnusedColor(biweekPalette)).toBeNull();
    const coloured = withBiweekColors([{ label: 'a', color: 'cyan darken-1' }, { label: 'b' }, { label: 'c', color: '' }]);
    expect(coloured?.map((biweek) => biweek.color)).toEqual(['cyan darken-1', 'red darken-1', 'pink darken-1']);
    expect(withBiweekColors([...biweekPalette.map((color) => ({ color })), {}])).toBeNull();
  });
});

describe('schools, subjects, holidays (002 section 5)', () => {
  it('needs a school name and real provinces', () => {
    expect(schoolErrors({ name: 'A', provinces: ['Limpopo'] })).toEqual({});
    expect(schoolErrors({ name: ' ', provinces: ['Nowhere'] })).toEqual({ name: 'Name is required', provinces: messages.provinceInvalid });
  });
  it.each([
    [{ grade: '7', subject: 'Mathematics' }, [{ grade: '8', subject: 'Mathematics' }], {}],
    [{ grade: '7', subject: ' mathematics ' }, [{ grade: '7', subject: 'Mathematics' }], { subject: 'Subject already added to Grade 7' }],
    [{ grade: 'R', subject: 'Life Skills' }, [{ grade: 'R', subject: 'Life Skills' }], { subject: 'Subject already added to Grade R' }],
    [{ grade: '', subject: 'Art' }, [], { grade: 'Grade is required' }],
    [{ grade: '13', subject: 'Art' }, [], { grade: messages.gradeInvalid }],
    [{ grade: '7', subject: '' }, [], { subject: 'Subject is required' }],
  ])('%o', (values, taken, expected) => expect(subjectErrors(values, taken)).toEqual(expected));
  it('needs a holiday label and date', () => {
    expect(holidayErrors({ label: 'Youth Day', date: '2026-06-16' })).toEqual({});
    expect(holidayErrors({ label: '', date: '16 June' })).toEqual({ label: 'Label is required', date: 'Date is required' });
  });
});

describe('support and contact forms (001 section 5)', () => {
  const form = { name: 'Thandi', email: 'thandi@example.com', category: 'Technical', subject: 'Printing', message: 'It does not print.' };
  it('accepts a complete form', () => expect(supportErrors(form)).toEqual({}));
  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'thandi@example' }, { email: 'E-mail must be valid' }],
    [{ category: '' }, { category: 'Category is required' }],
    [{ category: 'Billing' }, { category: messages.categoryInvalid }],
    [{ subject: ' ' }, { subject: 'Subject is required' }],
    [{ message: '' }, { message: 'Message is required' }],
    [{ message: 'x'.repeat(10_001) }, { message: messages.tooLong }],
  ])('%o', (change, expected) => expect(supportErrors({ ...form, ...change })).toEqual(expected));
  it('has no category on the contact form', () => {
    const { category: _category, ...contact } = form;
    expect(contactErrors(contact)).toEqual({});
  });
});
