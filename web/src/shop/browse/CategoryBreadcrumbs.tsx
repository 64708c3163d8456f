import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCategoryTree, type CategoryRecord, type CategoryTreeNode } from '../../ui/category-tree/categoryTree';

interface CategoryBreadcrumbsProps {
  categories: readonly CategoryRecord[];
  categoryId: string | null;
  onChoose(categoryId: string | null): void;
}

function findNode(nodes: CategoryTreeNode[], id: string): CategoryTreeNode | null {
  for (const node of nodes) {
    if (node.category.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return null;
}

/** Ancestors of a category, from the top down to it. */
export function categoryAncestors(categories: readonly CategoryRecord[], id: string | null): CategoryRecord[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: CategoryRecord[] = [];
  const seen = new Set<string>();
  for (
    let current = id ? byId.get(id) : undefined;
    current && !seen.has(current.id);
    current = current.parentId ? byId.get(current.parentId) : undefined
  ) {
    seen.add(current.id);
    path.unshift(current);
  }
  return path;
}

/**
 * The shop's breadcrumbs (001 "Shop and library"): a home button that clears the category, the chosen category's
 * ancestors, then buttons for its child categories (the top-level ones when none is chosen). Plain buttons: the
 * public landing page shows them in its light first download.
 */
export function CategoryBreadcrumbs({ categories, categoryId, onChoose }: CategoryBreadcrumbsProps) {
  const { t } = useTranslation('shop');
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const path = useMemo(() => categoryAncestors(categories, categoryId), [categories, categoryId]);
  const children = categoryId ? (findNode(tree, categoryId)?.children ?? []) : tree;

  return (
    <div className="shop-crumbs">
      <nav aria-label={t('browse.categoryPath')} className="shop-crumb-path">
        <button
          type="button"
          className={categoryId ? 'site-button' : 'site-button site-button-primary'}
          aria-label={t('browse.allCategories')}
          onClick={() => onChoose(null)}
        >
          <HomeOutlined />
        </button>
        {path.map((category) => (
          <span key={category.id} className="shop-crumb">
            <RightOutlined aria-hidden className="shop-crumb-separator" />
            <button
              type="button"
              className={category.id === categoryId ? 'site-button site-button-primary' : 'site-button'}
              aria-current={category.id === categoryId ? 'page' : undefined}
              onClick={() => onChoose(category.id)}
            >
              {category.name}
            </button>
          </span>
        ))}
      </nav>
      {children.length > 0 && (
        <div className="shop-crumb-children" role="group" aria-label={t('browse.subcategories')}>
          <RightOutlined aria-hidden className="shop-crumb-separator" />
          {children.map((child) => (
            <button
              key={child.category.id}
              type="button"
              className="site-button site-button-round"
              onClick={() => onChoose(child.category.id)}
            >
              {child.category.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
