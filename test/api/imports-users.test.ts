/**
 * Bulk import of users (issue 13 part 2): preview, apply as a job, the report, idempotence, a failure injected
 * mid-apply, access. Fixtures in test/fixtures/imports/.
 */
import { describe, expect, it } from 'vitest';
import { gql, newTeacher } from '../helpers/api.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';
import { admin, applyImport, fixture, getImport, postImport, report } from './imports-helpers.ts';

const csv = (name: string) => [{ name, content: fixture(name) }];

async function reportingTeacher(email: string) {
  const answer = await gql(
    `query($email: String!) { listReportingTeachers(filter: { email: { eq: $email } }) { items { email phone roles title name surname province language } } }`,
    { email },
    { token: (await admin()).accessToken },
  );
  return answer.data?.listReportingTeachers.items as Record<string, unknown>[];
}

describe('users import', () => {
  it('is for admins only: anonymous 401, a teacher 403', async () => {
    const teacher = await newTeacher();
    expect((await postImport('users', csv('users-good.csv'), { token: '' })).status).toBe(401);
    const refused = await postImport('users', csv('users-good.csv'), { token: teacher.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    expect((await getImport('/imports/users/template.csv', '')).status).toBe(401);
    expect((await getImport('/imports/users/template.csv', teacher.accessToken)).status).toBe(403);
    expect((await getImport(`/imports/jobs/${crypto.randomUUID()}`, teacher.accessToken)).status).toBe(403);
  });

  it('offers a template with the columns and an example row', async () => {
    const template = await getImport('/imports/users/template.csv');
    expect(template.status).toBe(200);
    const [header, example] = template.text.trim().split('\n');
    expect(header).toBe('email;title;name;surname;phone;province;language;school');
    expect(example).toContain('@example.com');
  });

  it('previews good rows as they will be stored, storing nothing', async () => {
    const preview = await postImport('users', csv('users-good.csv'));
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ rows: 3, new: 3, skipped: 0, invalid: 0 });
    expect(preview.body.columns).toEqual([
      'email',
      'title',
      'name',
      'surname',
      'phone',
      'province',
      'language',
      'school',
    ]);
    expect(preview.body.rows[1]).toEqual({
      line: 3,
      status: 'new',
      message: null,
      values: expect.objectContaining({
        email: 'import.good2@example.com',
        surname: 'van Wyk',
        province: 'Western Cape',
      }),
    });
    // The phone as it will be stored: international, a leading 0 becomes +27.
    expect(preview.body.rows[0].values).toEqual(expect.objectContaining({ phone: '+27821234567' }));
    expect(preview.body.errors).toEqual([]);
    expect(await reportingTeacher('import.good1@example.com')).toEqual([]);
  });

  it('names each bad row with its line and the reason', async () => {
    const preview = await postImport('users', csv('users-bad.csv'));
    expect(preview.body.counts).toEqual({ rows: 6, new: 1, skipped: 0, invalid: 5 });
    expect(preview.body.errors).toEqual([
      { line: 2, message: 'Email is required' },
      { line: 3, message: 'E-mail must be valid' },
      { line: 4, message: 'Invalid South African phone number' },
      { line: 5, message: 'Province must be one of the nine provinces' },
      { line: 6, message: 'Language must be one of Afrikaans, English, Xhosa, Zulu, Sotho' },
    ]);
    const job = await applyImport('users', csv('users-bad.csv'), { fields: { sendEmails: 'false' } });
    expect(job.counts).toEqual({ rows: 6, created: 1, skipped: 0, invalid: 5 });
    expect((await report(job)).slice(1, 3)).toEqual([
      ['2', 'invalid', 'Email is required'],
      ['3', 'invalid', 'E-mail must be valid'],
    ]);
  });

  it('skips duplicates and existing accounts, and empty rows are not counted', async () => {
    const preview = await postImport('users', csv('users-duplicates.csv'));
    expect(preview.body.counts).toEqual({ rows: 4, new: 2, skipped: 2, invalid: 0 });
    expect(preview.body.rows.map((row: { line: number; status: string }) => [row.line, row.status])).toEqual([
      [2, 'new'],
      [5, 'skipped'],
      [6, 'skipped'],
      [8, 'new'],
    ]);
    expect(preview.body.rows[1].message).toBe('A teacher with this email already exists.');
  });

  it('accepts a file with only its header', async () => {
    const preview = await postImport('users', csv('users-empty.csv'));
    expect(preview.body.counts).toEqual({ rows: 0, new: 0, skipped: 0, invalid: 0 });
    const job = await applyImport('users', csv('users-empty.csv'));
    expect(job).toMatchObject({ state: 'done', total: 0, processed: 0 });
  });

  it('refuses a file without an email column', async () => {
    const answer = await postImport('users', [{ name: 'x.csv', content: 'name;surname\nA;B\n' }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('Missing: email');
  });

  it('applies as a job: accounts, profiles, reporting teachers and set-password mails; a second run creates nothing', async () => {
    const job = await applyImport('users', csv('users-good.csv'));
    expect(job).toMatchObject({ state: 'done', processed: 3, total: 3, message: null });
    expect(job.counts).toEqual({ rows: 3, created: 3, skipped: 0, invalid: 0 });
    expect(await report(job)).toEqual([
      ['line', 'status', 'message'],
      ['2', 'created', ''],
      ['3', 'created', ''],
      ['4', 'created', ''],
    ]);
    expect(await reportingTeacher('import.good1@example.com')).toEqual([
      {
        email: 'import.good1@example.com',
        phone: '+27821234567',
        roles: ['teacher'],
        title: 'Ms',
        name: 'Thandi',
        surname: 'Mokoena',
        province: 'Gauteng',
        language: 'English',
      },
    ]);
    await expect.poll(() => outboxMailContaining('To: import.good1@example.com')).toContain('set-password');

    const again = await applyImport('users', csv('users-good.csv'));
    expect(again.counts).toEqual({ rows: 3, created: 0, skipped: 3, invalid: 0 });
    expect(await reportingTeacher('import.good2@example.com')).toHaveLength(1);
  });

  it('sends no mail when sendEmails is false', async () => {
    const content = 'email;name\nimport.quiet@example.com;Quiet\n';
    const job = await applyImport('users', [{ name: 'q.csv', content }], { fields: { sendEmails: 'false' } });
    expect(job.counts.created).toBe(1);
    expect(await reportingTeacher('import.quiet@example.com')).toHaveLength(1);
    expect(outboxMailContaining('To: import.quiet@example.com')).toBeUndefined();
  });

  it('leaves no half-imported row when it fails part-way, and a rerun completes the rest', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => `import.crash${index}@example.com;Crash ${index}`);
    const content = ['email;name', ...rows].join('\n');
    const parts = [{ name: 'crash.csv', content }];
    // Line 180 is in the second batch of 100 rows: the first batch is committed, the second rolled back whole.
    const failed = await applyImport('users', parts, { fields: { sendEmails: 'false' }, query: 'failAtLine=180' });
    expect(failed.state).toBe('failed');
    expect(failed.message).toBe('Import stopped at line 180 (injected failure)');
    expect(failed.counts).toEqual({ rows: 250, created: 100, skipped: 0, invalid: 0, failed: 150 });
    const lines = await report(failed);
    expect(lines).toHaveLength(251);
    expect(lines[101]).toEqual(['102', 'failed', 'Import stopped at line 180 (injected failure)']);
    expect(lines[250]).toEqual(['251', 'failed', 'Import stopped at line 180 (injected failure)']);
    expect(await reportingTeacher('import.crash100@example.com')).toEqual([]);
    expect(await reportingTeacher('import.crash177@example.com')).toEqual([]);
    expect(await reportingTeacher('import.crash99@example.com')).toHaveLength(1);

    const rerun = await applyImport('users', parts, { fields: { sendEmails: 'false' } });
    expect(rerun.state).toBe('done');
    expect(rerun.counts).toEqual({ rows: 250, created: 150, skipped: 100, invalid: 0 });
    expect(await reportingTeacher('import.crash178@example.com')).toHaveLength(1);
  });

  it('refuses a CSV over 50 MB with 413', async () => {
    const huge = Buffer.alloc(51 * 1024 * 1024, 'a');
    const answer = await postImport('users', [{ name: 'huge.csv', content: huge }]);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large. The file may be at most 50 MB.',
    });
  });

  it('answers 404 for an unknown job', async () => {
    expect((await getImport(`/imports/jobs/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
