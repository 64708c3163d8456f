export { CategoryTreeSelect, type CategoryTreeSelectProps } from './CategoryTreeSelect';
export { buildCategoryTree, subtreeIds, type CategoryRecord, type CategoryTreeNode } from './categoryTree';
