import type { NormalizedCacheObject } from '@apollo/client/core';
import { gql, InMemoryCache } from '@apollo/client/core';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './cachePolicies.ts';
import { pruneSavedCache } from './pruneSaved.ts';

const newCache = () => new InMemoryCache({ typePolicies, possibleTypes: { ShopItem: ['Product', 'ProductBundle'] } });

const me = gql`
  query Me {
    me {
      id
      email
    }
  }
`;

const syncActivities = gql`
  query SyncActivities {
    syncTeacherActivities {
      items {
        id
        label
        _version
        _deleted
      }
      nextToken
      startedAt
    }
  }
`;

const listActivities = gql`
  query ListActivities {
    listTeacherActivities {
      items {
        id
        label
        _version
        _deleted
      }
      nextToken
      startedAt
    }
  }
`;

const shopItems = gql`
  query ShopItems($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {
    shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        ... on Product {
          id
          title
        }
      }
      nextToken
    }
  }
`;

const productPage = gql`
  query ShopProduct($id: ID!) {
    getProduct(id: $id) {
      id
      title
      description
    }
  }
`;

const activity = (n: number) => ({
  __typename: 'TeacherActivity',
  id: `a${n}`,
  label: `Mathematics 4A ${n}`,
  _version: 1,
  _deleted: null,
});
const product = (n: number) => ({ __typename: 'Product', id: `p${n}`, title: `Worksheet ${n}` });
const connection = (items: unknown[], nextToken: string | null) => ({
  __typename: 'ShopItemConnection',
  items,
  nextToken,
});
const unfiltered = { search: null, categoryId: null };

/**
 * A teacher's cache after a working week: signed in, her synced activities (one the engine wrote before its first
 * complete run), her list of them, the shop browsed to page 5 (View More), a search and a product page.
 */
function teachersCache(): InMemoryCache {
  const cache = newCache();
  cache.writeQuery({ query: me, data: { me: { __typename: 'User', id: 'u1', email: 'thandeka@example.com' } } });
  const activities = Array.from({ length: 30 }, (_, n) => activity(n));
  cache.writeQuery({
    query: syncActivities,
    data: {
      syncTeacherActivities: {
        __typename: 'ModelTeacherActivityConnection',
        items: activities,
        nextToken: null,
        startedAt: 1_700_000_000_000,
      },
    },
  });
  cache.writeQuery({
    query: listActivities,
    data: {
      listTeacherActivities: {
        __typename: 'ModelTeacherActivityConnection',
        items: activities.slice(0, 10),
        nextToken: null,
        startedAt: null,
      },
    },
  });
  cache.writeFragment({
    fragment: gql`
      fragment Written on TeacherActivity {
        id
        label
        _version
        _deleted
      }
    `,
    data: activity(99),
  });
  // View More four times: the first page's list holds all five pages, as ShopBrowser's updateQuery writes it.
  const products = Array.from({ length: 50 }, (_, n) => product(n));
  cache.writeQuery({
    query: shopItems,
    variables: { filter: unfiltered, limit: 10 },
    data: { shopItems: connection(products, 'page-6') },
  });
  cache.writeQuery({
    query: shopItems,
    variables: { filter: { ...unfiltered, search: 'fractions' }, limit: 10 },
    data: { shopItems: connection([product(60), product(61)], null) },
  });
  cache.writeQuery({
    query: productPage,
    variables: { id: 'p3' },
    data: { getProduct: { ...product(3), description: 'A long description of the worksheet.' } },
  });
  return cache;
}

function restoredFrom(saved: NormalizedCacheObject): InMemoryCache {
  const cache = newCache();
  cache.restore(JSON.parse(JSON.stringify(saved)) as NormalizedCacheObject);
  return cache;
}

describe('the saved cache (issue 16)', () => {
  it('keeps what a teacher needs offline, whole', () => {
    const cache = teachersCache();
    const restored = restoredFrom(pruneSavedCache(cache.extract()));
    for (const query of [me, syncActivities, listActivities])
      expect(restored.readQuery({ query })).toEqual(cache.readQuery({ query }));
    expect(restored.extract()['TeacherActivity:a99']).toEqual(activity(99));
  });

  it('keeps the first page of the shop, without View More', () => {
    const restored = restoredFrom(pruneSavedCache(teachersCache().extract()));
    const shop = restored.readQuery({ query: shopItems, variables: { filter: unfiltered, limit: 10 } });
    expect(shop).toEqual({
      shopItems: connection(
        Array.from({ length: 10 }, (_, n) => product(n)),
        null,
      ),
    });
  });

  it('leaves out further shop pages, searches and product pages', () => {
    const saved = pruneSavedCache(teachersCache().extract());
    const productIds = Object.keys(saved).filter((id) => id.startsWith('Product:'));
    expect(productIds.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `Product:p${n}`).sort());
    expect(saved['Product:p3']).toEqual(product(3));
    const shopFields = Object.keys(saved.ROOT_QUERY ?? {}).filter((field) => /^(shopItems|getProduct)/.test(field));
    expect(shopFields).toHaveLength(1);
    expect(
      restoredFrom(saved).readQuery({
        query: shopItems,
        variables: { filter: { ...unfiltered, search: 'fractions' }, limit: 10 },
      }),
    ).toBeNull();
  });

  it('is smaller than the cache it comes from', () => {
    const data = teachersCache().extract();
    expect(JSON.stringify(pruneSavedCache(data)).length).toBeLessThan(JSON.stringify(data).length * 0.7);
  });
});
