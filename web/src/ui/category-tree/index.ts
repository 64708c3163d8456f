export { CategoryTreeSelect, type CategoryTreeSelectProps } from './CategoryTreeSelect';
export {
  buildCategoryTree,
  categoryPath,
  subtreeIds,
  type CategoryRecord,
  type CategoryTreeNode,
} from './categoryTree';
