/**
 * Security probe, item 7: limits on what can be stored and asked. Each case sends what the probe sent: 1 MB texts,
 * NUL bytes, lone surrogates and HTML in a colour, negative minutes and points, thousands of tags, a 900 KB password,
 * and 20 aliases of a 1,000-row list. Texts over 100,000 characters are refused before any resolver runs (keyed by
 * their variable's path); shorter ones over their field's limit get the field's message.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, type GraphQLResponse } from '../helpers/api.ts';
import { admin, lessonInput, newSubject, schoolsNamed } from './templates-fixtures.ts';

const megabyte = 'x'.repeat(1024 * 1024 - 1024);

function fieldErrors(response: GraphQLResponse): Record<string, string> | undefined {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  return response.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
}

const createActivity = `mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id label color } }`;

async function activity(overrides: Record<string, unknown>) {
  const teacher = await newTeacher();
  const input = {
    teacherprofileID: teacher.teacherProfileId,
    label: 'Maths 7A',
    startDateTime: '2026-03-02T06:00:00.000Z',
    endDateTime: '2026-03-02T07:00:00.000Z',
    color: 'red darken-1',
    ...overrides,
  };
  return gql(createActivity, { input }, { token: teacher.accessToken });
}

describe('texts', () => {
  it('refuses a 1 MB label before any resolver, a label over its limit with its message, and keeps an ordinary one', async () => {
    expect(fieldErrors(await activity({ label: megabyte }))).toEqual({
      'input.label': 'Text must be at most 100000 characters',
    });
    expect(fieldErrors(await activity({ label: 'x'.repeat(201) }))).toEqual({
      label: 'Label must be at most 200 characters',
    });
    expect((await activity({})).data?.createTeacherActivity).toMatchObject({
      label: 'Maths 7A',
      color: 'red darken-1',
    });
  });

  it.each([
    ['HTML', '<img src=x onerror=alert(1)>', { color: 'Color must be a colour name or #rrggbb' }],
    ['a NUL byte', 'red\u0000', { 'input.color': 'Text contains characters that cannot be stored' }],
    ['a lone surrogate', 'red\uD800', { 'input.color': 'Text contains characters that cannot be stored' }],
  ])('refuses %s in a colour', async (_what, color, errors) => {
    expect(fieldErrors(await activity({ color }))).toEqual(errors);
  });

  it('accepts a #rrggbb colour and a pair of surrogates (an emoji) in a label', async () => {
    expect((await activity({ color: '#1f6f5c', label: 'Sport \u{1F3C9}' })).data?.createTeacherActivity).toMatchObject({
      color: '#1f6f5c',
    });
  });

  it('refuses over-long shipping details on the teacher profile, by their path', async () => {
    const teacher = await newTeacher();
    const profile = await gql(
      `query($id: ID!) { getTeacherProfile(id: $id) { _version } }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    const response = await gql(
      `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }`,
      {
        input: {
          id: teacher.teacherProfileId,
          _version: profile.data?.getTeacherProfile._version,
          name: 'x'.repeat(201),
          productsOrderShippingDetails: { address1: 'x'.repeat(50_000), city: 'Pretoria' },
        },
      },
      { token: teacher.accessToken },
    );
    expect(fieldErrors(response)).toEqual({
      name: 'Name must be at most 200 characters',
      'productsOrderShippingDetails.address1': 'Address line 1 must be at most 200 characters',
    });
  });
});

describe('numbers and lists', () => {
  it('refuses negative minutes and points, and over-long headings, in a lesson template', async () => {
    const subjectID = await newSubject();
    const [school] = (await schoolsNamed()).values();
    const response = await gql(
      `mutation($input: CreateSubjectTemplateInput!) { createSubjectTemplate(input: $input) { id } }`,
      {
        input: lessonInput(subjectID, {
          schoolID: school?.id,
          minutes: -5,
          totalPoints: -1,
          headings: [{ label: 'x'.repeat(201), value: 'x' }],
        }),
      },
      { token: (await admin()).accessToken },
    );
    expect(fieldErrors(response)).toMatchObject({
      minutes: 'Minutes must be between 0 and 1440',
      totalPoints: 'Total points must be between 0 and 10000',
      'headings.0.label': 'Label must be at most 200 characters',
    });
  });

  it('refuses a product with more than 50 tags, and more than 50 tags made at once', async () => {
    const token = (await admin()).accessToken;
    const tags = Array.from({ length: 51 }, (_, index) => `tag-${index}`);
    const product = await gql(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      { input: { title: 'Tagged', tags } },
      { token },
    );
    expect(fieldErrors(product)).toEqual({ tags: 'Tags must have at most 50 items' });
    const made = await gql(
      `mutation($names: [String!]!) { createTags(names: $names) { id } }`,
      { names: tags },
      { token },
    );
    expect(fieldErrors(made)).toEqual({ tags: 'Tags must have at most 50 items' });
  });
});

describe('passwords and e-mails', () => {
  const signUp = (input: Record<string, unknown>) =>
    gql(`mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, { input });
  const signIn = (password: string) =>
    gql(
      `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }`,
      {
        email: 'teacher@example.com',
        password,
      },
    );

  it('refuses a 900 KB password before any resolver', async () => {
    const password = `Aa1!${'x'.repeat(900 * 1024)}`;
    expect(fieldErrors(await signUp({ email: `long-${Date.now()}@example.com`, password }))).toEqual({
      'input.password': 'Text must be at most 100000 characters',
    });
    expect(fieldErrors(await signIn(password))).toEqual({ password: 'Text must be at most 100000 characters' });
  });

  it('refuses a password over 256 characters at sign-up and at sign-in, before hashing it', async () => {
    const password = `Aa1!${'x'.repeat(253)}`;
    expect(fieldErrors(await signUp({ email: `long-${Date.now()}@example.com`, password }))).toEqual({
      password: 'Password must be at most 256 characters',
    });
    expect(fieldErrors(await signIn(password))).toEqual({ password: 'Password must be at most 256 characters' });
  });

  it('refuses an e-mail longer than 254 characters', async () => {
    expect(fieldErrors(await signUp({ email: `${'a'.repeat(250)}@example.com`, password: 'Password1!' }))).toEqual({
      email: 'E-mail must be at most 254 characters',
    });
  });
});

describe('query cost', () => {
  const items = 'items { id title price description tags }';

  it('refuses 20 aliases of listProducts(limit: 1000), with the limit literal or a variable', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `p${index}: listProducts(limit: 1000) { ${items} }`).join(
      '\n',
    );
    const literal = await gql(`{ ${aliases} }`, {});
    expect(errorCode(literal)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.errors?.[0]?.message).toMatch(/Query Cost limit of \d+ exceeded/);
    const viaVariable = await gql(`query($limit: Int) { ${aliases.replaceAll('limit: 1000', 'limit: $limit')} }`, {
      limit: 1000,
    });
    expect(errorCode(viaVariable)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('serves an ordinary list', async () => {
    const response = await gql(`query($limit: Int) { listProducts(limit: $limit) { ${items} nextToken } }`, {
      limit: 100,
    });
    expect(response.errors).toBeUndefined();
    expect(Array.isArray(response.data?.listProducts.items)).toBe(true);
  });
});
