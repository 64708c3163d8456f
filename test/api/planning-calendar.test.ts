/**
 * Calendar activities (001 sections 4, 5): their rules, weekly repeats sharing a repeatID, the "outside scheduled
 * hours" warning, and the private iCalendar feed.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { errorCode, gql, newTeacher, serverUrl, type Session } from '../helpers/api.ts';

const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.fieldErrors;
const activityFields = 'id label type startDateTime endDateTime color repeatID teacherprofileID _version _deleted';

const lesson = {
  label: 'Maths, 7A; fractions',
  type: 'Lesson',
  startDateTime: '2026-03-02T06:00:00.000Z',
  endDateTime: '2026-03-02T07:00:00.000Z',
  color: 'red darken-1',
};

function createActivity(teacher: Session, input: Record<string, unknown>) {
  return gql(
    `mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { ${activityFields} } }`,
    { input: { teacherprofileID: teacher.teacherProfileId, ...input } },
    { token: teacher.accessToken },
  );
}

function createRepeating(teacher: Session, input: Record<string, unknown>) {
  return gql(
    `mutation($input: CreateRepeatingActivityInput!) { createRepeatingActivity(input: $input) { ${activityFields} } }`,
    { input },
    { token: teacher.accessToken },
  );
}

function listActivities(teacher: Session) {
  return gql(`{ listTeacherActivities { items { ${activityFields} } } }`, {}, { token: teacher.accessToken });
}

describe('activities', () => {
  it('trims the label and keeps the times in UTC', async () => {
    const teacher = await newTeacher();
    const response = await createActivity(teacher, {
      ...lesson,
      label: '  Maths  ',
      startDateTime: '2026-03-02T08:00:00+02:00',
    });
    expect(response.data?.createTeacherActivity).toMatchObject({
      label: 'Maths',
      startDateTime: '2026-03-02T06:00:00.000Z',
    });
  });

  it.each([
    [{ label: '  ' }, { label: 'Label is required' }],
    [{ type: 'Meeting' }, { type: 'Type must be one of Assessment, Lesson, Culture, Sport, Leave, Off Period' }],
    [{ color: '' }, { color: 'Color is required' }],
    [{ endDateTime: '2026-03-02T05:59:00.000Z' }, { endDateTime: 'End date cannot be before start date' }],
  ])('refuses %o', async (change, expected) => {
    const teacher = await newTeacher();
    const response = await createActivity(teacher, { ...lesson, ...change });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual(expected);
  });

  it('accepts each of the six types, and none', async () => {
    const teacher = await newTeacher();
    for (const type of ['Assessment', 'Lesson', 'Culture', 'Sport', 'Leave', 'Off Period', null]) {
      expect((await createActivity(teacher, { ...lesson, type })).errors).toBeUndefined();
    }
  });

  it("refuses clearing an activity's dates", async () => {
    const teacher = await newTeacher();
    const activity = (await createActivity(teacher, lesson)).data?.createTeacherActivity;
    const response = await gql(
      `mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { id } }`,
      { input: { id: activity.id, _version: 1, startDateTime: null } },
      { token: teacher.accessToken },
    );
    expect(fieldErrors(response)).toEqual({ startDateTime: 'Date is required' });
  });
});

describe('weekly repeats', () => {
  it('creates the copies sharing a repeatID, a week apart', async () => {
    const teacher = await newTeacher();
    const response = await createRepeating(teacher, { ...lesson, repeatWeeks: 4 });
    expect(response.errors).toBeUndefined();
    const created = response.data?.createRepeatingActivity;
    expect(created.map((activity: { startDateTime: string }) => activity.startDateTime)).toEqual([
      '2026-03-02T06:00:00.000Z',
      '2026-03-09T06:00:00.000Z',
      '2026-03-16T06:00:00.000Z',
      '2026-03-23T06:00:00.000Z',
    ]);
    expect(created[3].endDateTime).toBe('2026-03-23T07:00:00.000Z');
    expect(new Set(created.map((activity: { repeatID: string }) => activity.repeatID)).size).toBe(1);
    expect(created[0].repeatID).toBeTruthy();
    expect(
      created.every((activity: { teacherprofileID: string }) => activity.teacherprofileID === teacher.teacherProfileId),
    ).toBe(true);
    expect((await listActivities(teacher)).data?.listTeacherActivities.items).toHaveLength(4);
  });

  it('creates one activity without a repeatID for 0 weeks', async () => {
    const teacher = await newTeacher();
    const created = (await createRepeating(teacher, { ...lesson, repeatWeeks: 0 })).data?.createRepeatingActivity;
    expect(created).toHaveLength(1);
    expect(created[0].repeatID).toBeNull();
  });

  it.each([
    [{ repeatWeeks: 13 }, { repeatWeeks: 'Repeat length must be from 0 to 12 weeks' }],
    [{ repeatWeeks: -1 }, { repeatWeeks: 'Repeat length must be from 0 to 12 weeks' }],
    [{ repeatWeeks: 2, label: '' }, { label: 'Label is required' }],
  ])('refuses %o and creates nothing', async (change, expected) => {
    const teacher = await newTeacher();
    const response = await createRepeating(teacher, { ...lesson, ...change });
    expect(fieldErrors(response)).toEqual(expected);
    expect((await listActivities(teacher)).data?.listTeacherActivities.items).toEqual([]);
  });

  it('changes and deletes the series together, or one activity alone', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const created = (await createRepeating(teacher, { ...lesson, repeatWeeks: 3 })).data?.createRepeatingActivity;
    const { repeatID } = created[0];

    const single = await gql(
      `mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { label repeatID } }`,
      { input: { id: created[1].id, _version: 1, label: 'Moved lesson' } },
      { token: teacher.accessToken },
    );
    expect(single.data?.updateTeacherActivity).toEqual({ label: 'Moved lesson', repeatID });

    const updateSeries = `mutation($repeatID: String!, $changes: ActivitySeriesChangesInput!) {
      updateActivitySeries(repeatID: $repeatID, changes: $changes) { ${activityFields} }
    }`;
    const changes = { label: 'Algebra', color: 'cyan darken-1', startShiftMinutes: 60, endShiftMinutes: 90 };
    const foreign = await gql(updateSeries, { repeatID, changes }, { token: other.accessToken });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    const invalid = await gql(
      updateSeries,
      { repeatID, changes: { startShiftMinutes: 120 } },
      { token: teacher.accessToken },
    );
    expect(fieldErrors(invalid)).toEqual({ endDateTime: 'End date cannot be before start date' });

    const updated = (await gql(updateSeries, { repeatID, changes }, { token: teacher.accessToken })).data
      ?.updateActivitySeries;
    expect(updated).toHaveLength(3);
    for (const [index, activity] of updated.entries()) {
      expect(activity).toMatchObject({ label: 'Algebra', color: 'cyan darken-1', repeatID, type: 'Lesson' });
      expect(activity.startDateTime).toBe(`2026-03-${String(2 + 7 * index).padStart(2, '0')}T07:00:00.000Z`);
      expect(activity.endDateTime).toBe(`2026-03-${String(2 + 7 * index).padStart(2, '0')}T08:30:00.000Z`);
    }

    const deleteSeries = `mutation($repeatID: String!) { deleteActivitySeries(repeatID: $repeatID) { id _deleted } }`;
    expect(errorCode(await gql(deleteSeries, { repeatID }, { token: other.accessToken }))).toBe('NOT_FOUND');
    const deleted = (await gql(deleteSeries, { repeatID }, { token: teacher.accessToken })).data?.deleteActivitySeries;
    expect(deleted.map((activity: { _deleted: boolean }) => activity._deleted)).toEqual([true, true, true]);
    expect((await listActivities(teacher)).data?.listTeacherActivities.items).toEqual([]);
    expect(errorCode(await gql(deleteSeries, { repeatID }, { token: teacher.accessToken }))).toBe('NOT_FOUND');
  });
});

describe('outside scheduled hours', () => {
  const query = `query($start: DateTime!, $end: DateTime!, $timeZone: String) {
    activityScheduleWarning(startDateTime: $start, endDateTime: $end, timeZone: $timeZone) { message day startTime endTime }
  }`;

  it("warns, without refusing, when the activity leaves the day's hours", async () => {
    const teacher = await newTeacher();
    const ask = (start: string, end: string, timeZone?: string) =>
      gql(query, { start, end, timeZone }, { token: teacher.accessToken });
    expect((await ask('2026-03-02T05:00:00Z', '2026-03-02T06:00:00Z')).data?.activityScheduleWarning).toBeNull();

    await gql(
      `mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { id } }`,
      { input: { day: 'Monday', startTime: '07:30', endTime: '14:00', teacherprofileID: teacher.teacherProfileId } },
      { token: teacher.accessToken },
    );
    // 08:00 to 09:00 in South Africa (UTC+2).
    expect((await ask('2026-03-02T06:00:00Z', '2026-03-02T07:00:00Z')).data?.activityScheduleWarning).toBeNull();
    expect((await ask('2026-03-02T05:00:00Z', '2026-03-02T06:00:00Z')).data?.activityScheduleWarning).toEqual({
      message: 'This activity falls outside your scheduled hours on Monday',
      day: 'Monday',
      startTime: '07:30:00.000',
      endTime: '14:00:00.000',
    });
    expect((await ask('2026-03-03T06:00:00Z', '2026-03-03T07:00:00Z')).data?.activityScheduleWarning).toMatchObject({
      day: 'Tuesday',
      startTime: null,
    });
    // The same instant is 07:00 in London: before school.
    expect(
      (await ask('2026-03-02T07:00:00Z', '2026-03-02T08:00:00Z', 'Europe/London')).data?.activityScheduleWarning,
    ).toMatchObject({ day: 'Monday' });
    expect(fieldErrors(await ask('2026-03-02T07:00:00Z', '2026-03-02T08:00:00Z', 'Mars/Olympus'))).toEqual({
      timeZone: 'Unknown time zone',
    });
  });
});

/**
 * A strict reading of the iCalendar text (RFC 5545): CRLF line ends, lines of at most 75 octets, well-formed
 * content lines, balanced components, the required properties of each event and escaped TEXT values. Returns the
 * events' properties, unfolded and unescaped.
 */
function parseICalendar(text: string): Record<string, string>[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescape = (value: string) => {
    let result = '';
    for (let index = 0; index < value.length; index += 1) {
      const char = value[index];
      if (char === ';' || char === ',') throw new Error(`unescaped ${char} in ${value}`);
      if (char !== '\\') {
        result += char;
        continue;
      }
      const next = value[++index];
      if (next === 'n' || next === 'N') result += '\n';
      else if (next === '\\' || next === ';' || next === ',') result += next;
      else throw new Error(`bad escape in ${value}`);
    }
    return result;
  };
  const stack: string[] = [];
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  const calendarProps = new Set<string>();
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:,]+)*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match;
    if (name === 'BEGIN') {
      if (stack.length === 0) expect(value).toBe('VCALENDAR');
      stack.push(value);
      if (value === 'VEVENT') event = {};
      continue;
    }
    if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART']) expect(event[required], required).toBeDefined();
        events.push(event);
        event = null;
      }
      continue;
    }
    if (event) {
      expect(event[name], `${name} twice`).toBeUndefined();
      if (name === 'DTSTAMP' || name === 'LAST-MODIFIED') expect(value).toMatch(/^\d{8}T\d{6}Z$/);
      if (name === 'DTSTART' || name === 'DTEND') {
        expect(value).toMatch(params === ';VALUE=DATE' ? /^\d{8}$/ : /^\d{8}T\d{6}Z$/);
        event[`${name}-KIND`] = params === ';VALUE=DATE' ? 'DATE' : 'DATE-TIME';
      }
      event[name] = ['SUMMARY', 'DESCRIPTION'].includes(name) ? unescape(value) : value;
      if (name === 'DTEND') {
        expect(event['DTEND-KIND']).toBe(event['DTSTART-KIND']);
        expect(value > event.DTSTART).toBe(true);
      }
    } else {
      calendarProps.add(name);
    }
  }
  expect(stack).toEqual([]);
  expect(calendarProps.has('VERSION') && calendarProps.has('PRODID')).toBe(true);
  return events;
}

describe('calendar feed', () => {
  const feedUrl = 'mutation { calendarFeedUrl }';
  const feedPath = (url: string) => new URL(url).pathname;

  it("serves the teacher's activities and the public holidays as iCalendar at a private URL", async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    await createRepeating(teacher, { ...lesson, repeatWeeks: 2 });
    await createActivity(teacher, {
      ...lesson,
      label: 'Staff meeting\nbring notes',
      type: 'Culture',
      startDateTime: '2026-03-04T12:00:00Z',
      endDateTime: '2026-03-04T13:00:00Z',
    });
    await createActivity(other, { ...lesson, label: 'Not mine' });

    const url = (await gql(feedUrl, {}, { token: teacher.accessToken })).data?.calendarFeedUrl;
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await gql(feedUrl, {}, { token: teacher.accessToken })).data?.calendarFeedUrl).toBe(url);
    expect((await gql(feedUrl, {}, { token: other.accessToken })).data?.calendarFeedUrl).not.toBe(url);

    const response = await fetch(`${serverUrl()}${feedPath(url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    const events = parseICalendar(text);
    // A real iCalendar parser reads the same events.
    const calendar = new ICAL.Component(ICAL.parse(text));
    const parsed = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(parsed.map((event) => event.summary).sort()).toEqual(events.map((event) => event.SUMMARY).sort());
    const summaries = events.map((event) => event.SUMMARY);
    expect(summaries.filter((summary) => summary === 'Maths, 7A; fractions')).toHaveLength(2);
    expect(summaries).toContain('Staff meeting\nbring notes');
    expect(summaries).not.toContain('Not mine');
    const first = events.find((event) => event.DTSTART === '20260302T060000Z');
    expect(first).toMatchObject({ DTEND: '20260302T070000Z', CATEGORIES: 'Lesson' });
    const christmas = events.find((event) => event.SUMMARY === 'Christmas Day');
    expect(christmas).toMatchObject({ 'DTSTART-KIND': 'DATE', TRANSP: 'TRANSPARENT' });
    expect(Number(christmas?.DTEND) - Number(christmas?.DTSTART)).toBe(1);
    expect(new Set(events.map((event) => event.UID)).size).toBe(events.length);
  });

  it('stops serving the old URL once reset, and serves nothing for unknown tokens', async () => {
    const teacher = await newTeacher();
    const old = (await gql(feedUrl, {}, { token: teacher.accessToken })).data?.calendarFeedUrl;
    const fresh = (await gql('mutation { resetCalendarFeedUrl }', {}, { token: teacher.accessToken })).data
      ?.resetCalendarFeedUrl;
    expect(fresh).not.toBe(old);
    expect((await fetch(`${serverUrl()}${feedPath(old)}`)).status).toBe(404);
    expect((await fetch(`${serverUrl()}${feedPath(fresh)}`)).status).toBe(200);
    expect((await gql(feedUrl, {}, { token: teacher.accessToken })).data?.calendarFeedUrl).toBe(fresh);
    expect((await fetch(`${serverUrl()}/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${serverUrl()}/calendar/nothing`)).status).toBe(404);
    expect(errorCode(await gql(feedUrl))).toBe('UNAUTHENTICATED');
  });
});
