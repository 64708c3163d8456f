/** Product categories as a tree (ProductCategory.parentId), for pickers and the categories table. */
import { compareGrades } from '../../../../server/domain/reference-rules';

export interface CategoryRecord {
  id: string;
  name?: string | null;
  parentId?: string | null;
  grade?: string | null;
}

export interface CategoryTreeNode<C extends CategoryRecord = CategoryRecord> {
  category: C;
  children: CategoryTreeNode<C>[];
  /** The lowest grade in this subtree: a phase sorts where its first grade does. */
  firstGrade: string | null;
}

function lowerGrade(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return compareGrades(a, b) <= 0 ? a : b;
}

function compareNodes(a: CategoryTreeNode, b: CategoryTreeNode): number {
  const byGrade = compareGrades(a.firstGrade, b.firstGrade);
  return byGrade !== 0 ? byGrade : (a.category.name ?? '').localeCompare(b.category.name ?? '');
}

/**
 * The categories as a forest: children under their parent, a category whose parent is unknown at the top. Siblings
 * sort by the lowest grade they hold (R first, then numerically; phases by their first grade), then by name.
 */
export function buildCategoryTree<C extends CategoryRecord>(categories: readonly C[]): CategoryTreeNode<C>[] {
  const nodes = new Map<string, CategoryTreeNode<C>>(
    categories.map((category) => [category.id, { category, children: [], firstGrade: null }]),
  );
  const roots: CategoryTreeNode<C>[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const visiting = new Set<CategoryTreeNode<C>>();
  const finish = (node: CategoryTreeNode<C>): void => {
    visiting.add(node);
    // A loop in stored data (a → b → a) must not hang the page: a node already being visited is cut off.
    node.children = node.children.filter((child) => !visiting.has(child));
    node.children.forEach(finish);
    node.firstGrade = node.children.reduce<string | null>(
      (lowest, child) => lowerGrade(lowest, child.firstGrade),
      node.category.grade || null,
    );
    node.children.sort(compareNodes);
    visiting.delete(node);
  };
  roots.forEach(finish);
  return roots.sort(compareNodes);
}

/** The id and every id below it (a category cannot be moved under any of these). */
export function subtreeIds(categories: readonly CategoryRecord[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** 'Foundation Phase / Grade 1': the category's path from the top, for a label that says where it sits. */
export function categoryPath(categories: readonly CategoryRecord[], id: string | null | undefined): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const names: string[] = [];
  const seen = new Set<string>();
  for (
    let current = id ? byId.get(id) : undefined;
    current && !seen.has(current.id);
    current = current.parentId ? byId.get(current.parentId) : undefined
  ) {
    seen.add(current.id);
    names.unshift(current.name ?? '');
  }
  return names.join(' / ');
}
