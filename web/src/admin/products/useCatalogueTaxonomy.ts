import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { CatalogueTaxonomyDocument } from './operations';

/** The catalogue's tags (name descending, 002 §9) and categories, for filters, pickers and the manage dialogs. */
export function useCatalogueTaxonomy() {
  const { data } = useQuery(CatalogueTaxonomyDocument);
  return useMemo(
    () => ({
      tags: (data?.listProductTags.items ?? []).filter((tag) => !tag._deleted),
      categories: (data?.listProductCategories.items ?? []).filter((category) => !category._deleted),
    }),
    [data],
  );
}
