import { describe, expect, it } from 'vitest';
import { taxonomySummary } from '../../server/domain/template-rules.ts';
import { errorCode, gql, newTeacher, uuid } from '../helpers/api.ts';
import { admin, fieldErrors, ok } from './templates-fixtures.ts';

const fields = 'id name cognitiveLevels { label percentage } _version';
const create = `mutation($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { ${fields} } }`;
const update = `mutation($input: UpdateTaxonomyInput!) { updateTaxonomy(input: $input) { ${fields} } }`;

type Taxonomy = {
  id: string;
  name: string;
  cognitiveLevels: { label: string; percentage: number }[];
  _version: number;
};

describe('taxonomies (002 sections 4, 5)', () => {
  it('are stored trimmed, and cognitive levels are saved one by one as they are added or edited', async () => {
    const { accessToken } = await admin();
    const name = `  Taxonomy ${uuid().slice(0, 6)} `;
    const created = ok(
      await gql<{ createTaxonomy: Taxonomy }>(create, { input: { name } }, { token: accessToken }),
    ).createTaxonomy;
    expect(created.name).toBe(name.trim());
    const withLevel = ok(
      await gql<{ updateTaxonomy: Taxonomy }>(
        update,
        {
          input: {
            id: created.id,
            _version: created._version,
            cognitiveLevels: [{ label: ' Knowledge ', percentage: 40 }],
          },
        },
        { token: accessToken },
      ),
    ).updateTaxonomy;
    const twoLevels = ok(
      await gql<{ updateTaxonomy: Taxonomy }>(
        update,
        {
          input: {
            id: created.id,
            _version: withLevel._version,
            cognitiveLevels: [...withLevel.cognitiveLevels, { label: 'Skills', percentage: 60 }],
          },
        },
        { token: accessToken },
      ),
    ).updateTaxonomy;
    expect(twoLevels.cognitiveLevels).toEqual([
      { label: 'Knowledge', percentage: 40 },
      { label: 'Skills', percentage: 60 },
    ]);
    expect(taxonomySummary(twoLevels.cognitiveLevels)).toBe('Knowledge: 40%, Skills: 60% - Total: 100%');
  });

  it.each([
    ['Name is required', { name: '  ' }, 'name'],
    ['Name is required', {}, 'name'],
    ['Label is required', { name: 'T', cognitiveLevels: [{ label: ' ', percentage: 10 }] }, 'cognitiveLevels[0].label'],
    [
      'Percentage is required',
      { name: 'T', cognitiveLevels: [{ label: 'Knowledge' }] },
      'cognitiveLevels[0].percentage',
    ],
    [
      'Percentage must be between 0 and 100',
      { name: 'T', cognitiveLevels: [{ label: 'Knowledge', percentage: 120 }] },
      'cognitiveLevels[0].percentage',
    ],
    [
      'Percentage must be between 0 and 100',
      { name: 'T', cognitiveLevels: [{ label: 'Knowledge', percentage: -1 }] },
      'cognitiveLevels[0].percentage',
    ],
  ])("refuse with '%s' (%j)", async (message, input, key) => {
    const { accessToken } = await admin();
    expect(fieldErrors(await gql(create, { input }, { token: accessToken }))[key]).toBe(message);
  });

  it('refuse a level of 250 % with a message instead of storing 100 % (issue 14), for an admin too', async () => {
    const { accessToken } = await admin();
    const created = ok(
      await gql<{ createTaxonomy: Taxonomy }>(
        create,
        { input: { name: `Range ${uuid().slice(0, 6)}`, cognitiveLevels: [{ label: 'Knowledge', percentage: 40 }] } },
        { token: accessToken },
      ),
    ).createTaxonomy;
    const response = await gql(
      update,
      {
        input: {
          id: created.id,
          _version: created._version,
          cognitiveLevels: [{ label: 'Knowledge', percentage: 250 }],
        },
      },
      { token: accessToken },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual({ 'cognitiveLevels[0].percentage': 'Percentage must be between 0 and 100' });
    const stored = ok(
      await gql<{ getTaxonomy: Taxonomy }>(
        `query($id: ID!) { getTaxonomy(id: $id) { ${fields} } }`,
        { id: created.id },
        { token: accessToken },
      ),
    ).getTaxonomy;
    expect(stored.cognitiveLevels).toEqual([{ label: 'Knowledge', percentage: 40 }]);
  });

  it('keep percentages whole numbers (GraphQL Int)', async () => {
    const { accessToken } = await admin();
    const response = await gql(
      create,
      { input: { name: 'T', cognitiveLevels: [{ label: 'K', percentage: 12.5 }] } },
      { token: accessToken },
    );
    expect(response.errors?.[0].message).toContain('Int');
  });

  it('are read by teachers and written by admins only', async () => {
    const teacher = await newTeacher();
    const list = ok(
      await gql<{ listTaxonomies: { items: Taxonomy[] } }>(
        '{ listTaxonomies { items { name cognitiveLevels { label percentage } } } }',
        {},
        { token: teacher.accessToken },
      ),
    );
    expect(list.listTaxonomies.items.map((taxonomy) => taxonomy.name)).toContain("Bloom's Taxonomy");
    expect(errorCode(await gql(create, { input: { name: 'Mine' } }, { token: teacher.accessToken }))).toBe('FORBIDDEN');
  });
});
