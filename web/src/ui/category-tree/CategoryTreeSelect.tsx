import { TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { matchesTyped } from '../select/typedFilter';
import { buildCategoryTree, type CategoryRecord, type CategoryTreeNode } from './categoryTree';

interface TreeData {
  value: string;
  title: string;
  disabled?: boolean;
  children: TreeData[];
}

function toTreeData(nodes: CategoryTreeNode[], disabledIds: ReadonlySet<string>): TreeData[] {
  return nodes.map((node) => ({
    value: node.category.id,
    title: node.category.name ?? '',
    disabled: disabledIds.has(node.category.id),
    children: toTreeData(node.children, disabledIds),
  }));
}

type Common = {
  categories: readonly CategoryRecord[];
  /** Categories that may not be chosen (a category's own subtree in its parent picker). */
  disabledIds?: ReadonlySet<string>;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
  style?: TreeSelectProps['style'];
  /** Focused when first shown (its stand-in had the focus when it arrived: DeferredCategoryTreeSelect). */
  focused?: boolean;
  /** Open and focused when first shown (she reached for it before it was there: DeferredCategoryTreeSelect). */
  opened?: boolean;
};

type Single = Common & {
  multiple?: false;
  value?: string | null;
  onChange?(value: string | null): void;
};
/** Several categories, each chosen on its own: ticking a parent does not tick its children. */
type Multiple = Common & {
  multiple: true;
  value?: readonly string[];
  onChange?(value: string[]): void;
};

export type CategoryTreeSelectProps = Single | Multiple;

/** A category picker showing the tree (phases, grades, subjects…), searchable by name. */
export function CategoryTreeSelect(props: CategoryTreeSelectProps) {
  const { categories, disabledIds, placeholder, disabled, id, className, style, focused, opened } = props;
  const treeData = useMemo(
    () => toTreeData(buildCategoryTree(categories), disabledIds ?? new Set()),
    [categories, disabledIds],
  );
  const common = {
    id,
    className,
    style,
    treeData,
    placeholder,
    disabled,
    'aria-label': props['aria-label'],
    allowClear: true,
    // The same typed filtering as every other long select (FilterSelect): words, any case, accents aside.
    showSearch: { filterTreeNode: (typed: string, node: { title?: unknown }) => matchesTyped(typed, node.title) },
    treeDefaultExpandAll: true,
    popupMatchSelectWidth: false,
    autoFocus: opened || focused,
    defaultOpen: opened,
  } satisfies TreeSelectProps;

  if (props.multiple) {
    const value = (props.value ?? []).map((item) => ({
      value: item,
      label: categories.find((category) => category.id === item)?.name ?? item,
    }));
    return (
      <TreeSelect
        {...common}
        treeCheckable
        treeCheckStrictly
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        maxTagCount="responsive"
        value={value}
        onChange={(next: { value: string }[] | undefined) => props.onChange?.((next ?? []).map((item) => item.value))}
      />
    );
  }
  return (
    <TreeSelect
      {...common}
      value={props.value ?? undefined}
      onChange={(next: string | undefined) => props.onChange?.(next ?? null)}
    />
  );
}
