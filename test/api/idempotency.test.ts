import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashTest } from '../../scripts/crash-idempotency.ts';
import { gql, newTeacher, subscribe, waitFor, wsClient, type Session } from '../helpers/api.ts';
import { activityInput } from './planning-fixtures.ts';

const activityFields = 'id label';
const createActivity = `mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { ${activityFields} } }`;

async function labels(teacher: Session): Promise<string[]> {
  const list = await gql(`{ listTeacherActivities { items { label } } }`, {}, { token: teacher.accessToken });
  return list.data?.listTeacherActivities.items.map((item: { label: string }) => item.label).sort();
}

describe('mutations with an Idempotency-Key', () => {
  it('apply once when the same request is sent many times at once', async () => {
    const teacher = await newTeacher();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        gql(
          createActivity,
          { input: activityInput(teacher, 'Once') },
          { token: teacher.accessToken, headers: { 'Idempotency-Key': key } },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.data?.createTeacherActivity.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await labels(teacher)).toEqual(['Once']);
  });

  it('refuse a key reused for a different request, writing nothing', async () => {
    const teacher = await newTeacher();
    const key = randomUUID();
    const options = { token: teacher.accessToken, headers: { 'Idempotency-Key': key } };
    expect((await gql(createActivity, { input: activityInput(teacher, 'First') }, options)).status).toBe(200);
    const reused = await gql(createActivity, { input: activityInput(teacher, 'Second') }, options);
    expect(reused.status).toBe(422);
    expect(reused.errors?.[0]).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(await labels(teacher)).toEqual(['First']);
  });

  it('write nothing when any part of the operation fails, so the same key can be sent again', async () => {
    const teacher = await newTeacher();
    const watcher = wsClient(teacher.accessToken);
    const feed = subscribe<{ onCreateTeacherActivity: { label: string } }>(
      watcher,
      'subscription { onCreateTeacherActivity { label } }',
    );
    await feed.ready;
    const both = `mutation($good: CreateTeacherActivityInput!, $bad: CreateTeacherActivityInput!) {
      good: createTeacherActivity(input: $good) { id } bad: createTeacherActivity(input: $bad) { id } }`;
    const key = randomUUID();
    const options = { token: teacher.accessToken, headers: { 'Idempotency-Key': key } };
    const failed = await gql(
      both,
      { good: activityInput(teacher, 'Good'), bad: { ...activityInput(teacher, 'Bad'), label: ' ' } },
      options,
    );
    expect(failed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await labels(teacher)).toEqual([]);

    const once = `mutation($good: CreateTeacherActivityInput!) { good: createTeacherActivity(input: $good) { id } }`;
    const retried = await gql(
      once,
      { good: activityInput(teacher, 'Good') },
      { ...options, headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(retried.errors).toBeUndefined();
    expect(await labels(teacher)).toEqual(['Good']);
    // Subscribers hear of committed writes only: the rolled-back 'Good' was never announced.
    await waitFor(() => feed.events.length > 0);
    expect(feed.events).toEqual([{ onCreateTeacherActivity: { label: 'Good' } }]);
    feed.stop();
    await watcher.dispose();
  });

  it('are not applied to sign-in, whose failed attempts must count', async () => {
    const teacher = await newTeacher();
    const signIn =
      'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }';
    const key = randomUUID();
    const wrong = await gql(
      signIn,
      { email: teacher.user.email, password: 'Wrong1!aa' },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const right = await gql(
      signIn,
      { email: teacher.user.email, password: 'Password1!' },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(right.data?.signIn.accessToken).toEqual(expect.any(String));
  });

  it(
    'lose and duplicate nothing when the server is killed mid-way and every create is resent',
    { timeout: 240_000 },
    async () => {
      const report = await crashTest({ creates: 80, databaseUrl: process.env.DATABASE_URL || undefined });
      expect(report).toMatchObject({ lost: 0, duplicated: 0, unanswered: 0 });
      expect(report.answeredBeforeKill).toBeGreaterThanOrEqual(40);
    },
  );
});
