/**
 * Issue 26, point 2: a conflict says whose the newer version is. A record remembers the account that changed it
 * last; the CONFLICT error's extensions carry `changedBySelf`, true when that was the caller's own account (her
 * other device), false when it was someone else. The column itself is never part of a record the API shows.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, type GraphQLResponse, type Session } from '../helpers/api.ts';

const createActivity = `mutation($input: CreateTeacherActivityInput!) {
  createTeacherActivity(input: $input) { id _version label } }`;
const updateActivity = `mutation($input: UpdateTeacherActivityInput!) {
  updateTeacherActivity(input: $input) { id _version label color } }`;
const deleteActivity = `mutation($input: DeleteTeacherActivityInput!) { deleteTeacherActivity(input: $input) { id } }`;
const createHoliday = `mutation($input: CreateHolidayInput!) { createHoliday(input: $input) { id _version } }`;
const updateHoliday = `mutation($input: UpdateHolidayInput!) { updateHoliday(input: $input) { id _version label } }`;

async function newActivity(teacher: Session): Promise<{ id: string; _version: number }> {
  const created = await gql(
    createActivity,
    {
      input: {
        teacherprofileID: teacher.teacherProfileId,
        label: 'Maths 4A',
        type: 'Lesson',
        color: 'blue darken-1',
        startDateTime: '2026-03-02T08:00:00.000Z',
        endDateTime: '2026-03-02T09:00:00.000Z',
      },
    },
    { token: teacher.accessToken },
  );
  expect(created.errors).toBeUndefined();
  return created.data?.createTeacherActivity;
}

function conflictOf(response: GraphQLResponse): Record<string, unknown> {
  expect(errorCode(response)).toBe('CONFLICT');
  return response.errors?.[0]?.extensions ?? {};
}

describe('who changed a record, in a conflict', () => {
  it("says the newer version is the caller's own when the same account changed it (her other device)", async () => {
    const teacher = await newTeacher();
    const { id } = await newActivity(teacher);
    // The laptop renames it; the phone, still at version 1, changes its colour.
    const laptop = await gql(
      updateActivity,
      { input: { id, _version: 1, label: 'Maths 4A (hall)' } },
      {
        token: teacher.accessToken,
      },
    );
    expect(laptop.errors).toBeUndefined();
    const phone = await gql(
      updateActivity,
      { input: { id, _version: 1, color: 'red darken-1' } },
      {
        token: teacher.accessToken,
      },
    );
    const extensions = conflictOf(phone);
    expect(extensions.changedBySelf).toBe(true);
    const current = extensions.current as Record<string, unknown>;
    expect(current).toMatchObject({ id, _version: 2, label: 'Maths 4A (hall)', color: 'blue darken-1' });
    expect(Object.keys(current)).not.toContain('_lastChangedBy');
    expect(Object.keys(current)).not.toContain('ownerId');

    // A stale delete meets the same answer.
    const deleted = await gql(deleteActivity, { input: { id, _version: 1 } }, { token: teacher.accessToken });
    expect(conflictOf(deleted).changedBySelf).toBe(true);
  });

  it('says someone else when another account changed it (two admins, one holiday)', async () => {
    const [admin, superadmin] = await Promise.all([signIn('admin@example.com'), signIn('superadmin@example.com')]);
    const created = await gql(
      createHoliday,
      { input: { label: 'Founders Day', date: '2026-04-07' } },
      {
        token: admin.accessToken,
      },
    );
    expect(created.errors).toBeUndefined();
    const id: string = created.data?.createHoliday.id;

    // Created by the admin: a stale write of the admin's own is "their other device".
    const renamed = await gql(
      updateHoliday,
      { input: { id, _version: 1, label: 'Founders’ Day' } },
      {
        token: admin.accessToken,
      },
    );
    expect(renamed.errors).toBeUndefined();
    const own = await gql(updateHoliday, { input: { id, _version: 1, label: 'Stale' } }, { token: admin.accessToken });
    expect(conflictOf(own).changedBySelf).toBe(true);

    // The superadmin changes it; the admin's stale write now meets someone else's version.
    const moved = await gql(
      updateHoliday,
      { input: { id, _version: 2, date: '2026-04-08' } },
      {
        token: superadmin.accessToken,
      },
    );
    expect(moved.errors).toBeUndefined();
    const stale = await gql(
      updateHoliday,
      { input: { id, _version: 2, label: 'Stale' } },
      { token: admin.accessToken },
    );
    const extensions = conflictOf(stale);
    expect(extensions.changedBySelf).toBe(false);
    expect(extensions.current).toMatchObject({ id, _version: 3, date: '2026-04-08' });
    // For the superadmin, the same version is their own.
    const theirs = await gql(
      updateHoliday,
      { input: { id, _version: 2, label: 'Stale' } },
      {
        token: superadmin.accessToken,
      },
    );
    expect(conflictOf(theirs).changedBySelf).toBe(true);
  });
});
