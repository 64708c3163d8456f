import { describe, expect, it } from 'vitest';
import { isTimeOfDay, readTimeOfDay, showTimeOfDay } from './time-of-day.ts';

describe('a time of day as a South African teacher types it (issue 26)', () => {
  it.each([
    // The forms
    ['07:30', '07:30'],
    ['7:30', '07:30'],
    ['0730', '07:30'],
    ['19:15', '19:15'],
    ['7:30 PM', '19:30'],
    // AM/PM in any case, with or without the space and dots
    ['7:30 AM', '07:30'],
    ['7:30pm', '19:30'],
    ['7:30 p.m.', '19:30'],
    ['7:30AM', '07:30'],
    ['7 pm', '19:00'],
    ['7pm', '19:00'],
    ['730pm', '19:30'],
    ['12:00 AM', '00:00'],
    ['12:15 am', '00:15'],
    ['12:00 PM', '12:00'],
    ['12 pm', '12:00'],
    ['00:30 AM', '00:30'],
    ['19:15 PM', '19:15'],
    // Afrikaans voormiddag / namiddag
    ['7:30 vm', '07:30'],
    ['7:30 nm', '19:30'],
    ['7.30 n.m.', '19:30'],
    // The South African ways of writing a 24-hour time
    ['7.30', '07:30'],
    ['19h15', '19:15'],
    ['19H15', '19:15'],
    ['19u15', '19:15'],
    ['19h', '19:00'],
    ['7 30', '07:30'],
    // Digits only: hours, or hours and minutes
    ['7', '07:00'],
    ['19', '19:00'],
    ['730', '07:30'],
    ['1915', '19:15'],
    ['0000', '00:00'],
    ['2359', '23:59'],
    // As stored (001 section 2) and with surrounding spaces
    ['07:30:00.000', '07:30'],
    ['07:30:00', '07:30'],
    ['  07:30  ', '07:30'],
  ])('%j → %s', (typed, expected) => expect(readTimeOfDay(typed)).toBe(expected));

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['7:3'],
    ['7:300'],
    ['24:00'],
    ['25'],
    ['19:60'],
    ['13:00 AM'],
    ['0:30 PM'],
    ['12345'],
    ['7:30 XM'],
    ['7:30 PM PM'],
    ['-7:30'],
    ['7,30'],
  ])('%j cannot be read', (typed) => expect(readTimeOfDay(typed)).toBeNull());

  it('reads nothing from a value that is not text', () => {
    expect(readTimeOfDay(null)).toBeNull();
    expect(readTimeOfDay(undefined)).toBeNull();
  });
});

describe('a time of day as a screen shows it', () => {
  it.each([
    ['07:30', '7:30 AM', '07:30'],
    ['19:15', '7:15 PM', '19:15'],
    ['00:00', '12:00 AM', '00:00'],
    ['00:05', '12:05 AM', '00:05'],
    ['12:00', '12:00 PM', '12:00'],
    ['23:59', '11:59 PM', '23:59'],
  ])('%s → %s on the 12-hour clock, %s on the 24-hour', (time, twelve, twentyFour) => {
    expect(showTimeOfDay(time, '12-hour')).toBe(twelve);
    expect(showTimeOfDay(time, '24-hour')).toBe(twentyFour);
  });

  it('what it shows reads back as the same time', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(readTimeOfDay(showTimeOfDay(time, '12-hour'))).toBe(time);
      expect(readTimeOfDay(showTimeOfDay(time, '24-hour'))).toBe(time);
    }
  });
});

describe('isTimeOfDay', () => {
  it.each([
    ['07:30', true],
    ['23:59', true],
    ['7:30', false],
    ['24:00', false],
    ['07:30:00.000', false],
    [null, false],
  ])('%j → %s', (value, expected) => expect(isTimeOfDay(value)).toBe(expected));
});
