/** Announcements read by teachers (001 section 4) and the support and contact forms (001 section 5). */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid, waitFor } from '../helpers/api.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';

const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.fieldErrors;

describe('announcements', () => {
  it('marks an announcement read once, after which the teacher no longer lists it', async () => {
    const [reader, other, session] = await Promise.all([newTeacher(), newTeacher(), signIn('admin@example.com')]);
    const create = (sendTo: string[]) =>
      gql(
        `mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { id } }`,
        { input: { title: `Notice ${uuid()}`, message: 'Term 2 starts on Monday.', sendTo } },
        { token: session.accessToken },
      );
    const toAll = (await create(['ALL'])).data?.createAnnouncement.id;
    const toOther = (await create([other.teacherProfileId])).data?.createAnnouncement.id;
    const listed = async () =>
      (
        (await gql('{ listAnnouncements(limit: 1000) { items { id } } }', {}, { token: reader.accessToken })).data
          ?.listAnnouncements.items as { id: string }[]
      ).map((item) => item.id);
    expect(await listed()).toContain(toAll);
    expect(await listed()).not.toContain(toOther);

    const mark = (id: string, token = reader.accessToken) =>
      gql(`mutation($id: ID!) { markAnnouncementRead(id: $id) { id readBy _version } }`, { id }, { token });
    const first = await mark(toAll);
    expect(first.data?.markAnnouncementRead).toMatchObject({
      id: toAll,
      readBy: [reader.teacherProfileId],
      _version: 2,
    });
    expect((await mark(toAll)).data?.markAnnouncementRead).toEqual(first.data?.markAnnouncementRead);
    expect(await listed()).not.toContain(toAll);
    // A teacher sees only her own reading; the admin sees every reader (test/api/security-records.test.ts).
    expect((await mark(toAll, other.accessToken)).data?.markAnnouncementRead.readBy).toEqual([other.teacherProfileId]);

    expect(errorCode(await mark(toOther))).toBe('NOT_FOUND');
    expect(errorCode(await mark(toAll, session.accessToken))).toBe('FORBIDDEN');
    expect(errorCode(await gql(`mutation { markAnnouncementRead(id: "${toAll}") { id } }`))).toBe('UNAUTHENTICATED');
  });
});

const support = {
  name: 'Thandi',
  email: 'thandi@example.com',
  category: 'Technical',
  subject: 'Printing',
  message: 'The memorandum does not print.',
};

describe('support form', () => {
  it('sends the message to the support address', async () => {
    const teacher = await newTeacher();
    const marker = uuid();
    const response = await gql(
      `mutation($input: SupportRequestInput!) { submitSupportRequest(input: $input) { success } }`,
      { input: { ...support, subject: `Printing ${marker}`, botToken: 'anything' } },
      { token: teacher.accessToken },
    );
    expect(response.data?.submitSupportRequest).toEqual({ success: true });
    await waitFor(() => outboxMailContaining(marker) !== undefined);
    const mail = outboxMailContaining(marker) ?? '';
    expect(mail).toMatch(/^To: support@localhost$/m);
    expect(mail).toMatch(/^Reply-To: thandi@example.com$/m);
    expect(mail).toContain(`Account: ${teacher.user.email}`);
  });

  it.each([
    [{ email: 'thandi@' }, { email: 'E-mail must be valid' }],
    [{ name: ' ' }, { name: 'Name is required' }],
    [{ category: 'Billing' }, { category: 'Category must be one of General, Technical, Subscription' }],
    [{ subject: '' }, { subject: 'Subject is required' }],
    [{ message: '' }, { message: 'Message is required' }],
  ])('refuses %o', async (change, expected) => {
    const teacher = await newTeacher();
    const response = await gql(
      `mutation($input: SupportRequestInput!) { submitSupportRequest(input: $input) { success } }`,
      { input: { ...support, ...change } },
      { token: teacher.accessToken },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual(expected);
  });

  it('needs a signed-in user; the contact form does not', async () => {
    const { category: _category, ...contact } = support;
    const signedOut = await gql(
      `mutation($input: SupportRequestInput!) { submitSupportRequest(input: $input) { success } }`,
      { input: support },
    );
    expect(errorCode(signedOut)).toBe('UNAUTHENTICATED');
    const marker = uuid();
    const response = await gql(`mutation($input: ContactFormInput!) { submitContactForm(input: $input) { success } }`, {
      input: { ...contact, subject: `Prices ${marker}` },
    });
    expect(response.data?.submitContactForm).toEqual({ success: true });
    await waitFor(() => outboxMailContaining(marker) !== undefined);
    expect(outboxMailContaining(marker)).toMatch(/^Subject: \[Contact\] Prices /m);
  });
});
