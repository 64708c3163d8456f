import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredCategoryTreeSelect, type CategoryRecord } from '../../../ui/category-tree';
import type { UrlState } from '../../../ui/urlState';
import { useSearchBox } from '../../../ui/useSearchBox';
import { FilterSelect } from '../../../ui/select/FilterSelect';

interface CatalogueFiltersProps {
  state: UrlState;
  tags: readonly { id: string; name: string }[];
  categories: readonly CategoryRecord[];
  /** More filters after the tag and category pickers (the products' type checkboxes). */
  children?: ReactNode;
}

/** The list filter of the address's search, tags and categories (what CatalogueFilters sets). */
export function catalogueFilter(state: UrlState) {
  return {
    search: state.text('q') || null,
    tagIds: state.list('tags'),
    categoryIds: state.list('cats'),
  };
}

/** Text search, tags and categories of the products and bundles tables; every change goes to page 1. */
export function CatalogueFilters({ state, tags, categories, children }: CatalogueFiltersProps) {
  const { t } = useTranslation('adminCatalogue');
  const query = state.text('q');
  const writeSearch = useCallback((q: string | null) => state.update({ q, page: null }, { replace: true }), [state]);
  const [search, setSearch] = useSearchBox(query, writeSearch);

  return (
    <div className="catalogue-filters" role="search">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="catalogue-filter-search"
      />
      <FilterSelect
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('filters.tags')}
        aria-label={t('filters.tags')}
        value={state.list('tags')}
        onChange={(ids: string[]) => state.update({ tags: ids, page: null })}
        options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        className="catalogue-filter-select"
      />
      <DeferredCategoryTreeSelect
        multiple
        categories={categories}
        placeholder={t('filters.categories')}
        aria-label={t('filters.categories')}
        value={state.list('cats')}
        onChange={(ids) => state.update({ cats: ids, page: null })}
        className="catalogue-filter-select"
      />
      {children}
    </div>
  );
}
