// The tree picker itself (antd's TreeSelect and its tree) is imported from './CategoryTreeSelect' by the dialogs that
// show it at once: re-exported here, it would come with every screen that takes the helpers or the deferred picker.
export { type CategoryTreeSelectProps } from './CategoryTreeSelect';
export { buildCategoryTree, subtreeIds, type CategoryRecord, type CategoryTreeNode } from './categoryTree';
export { DeferredCategoryTreeSelect } from './DeferredCategoryTreeSelect';
