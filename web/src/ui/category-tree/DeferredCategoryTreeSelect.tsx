import { Select } from 'antd';
import { useState } from 'react';
import { useDeferredPart, useWhenIdle } from '../deferredPart';
import type { CategoryTreeSelectProps } from './CategoryTreeSelect';

const importTreeSelect = () =>
  import('./CategoryTreeSelect').then((module) => ({ default: module.CategoryTreeSelect }));

/** Keys that open a select or type in its search; Tab and the modifiers pass by without loading the tree picker. */
const opensPicker = (key: string) => key.length === 1 || ['ArrowDown', 'ArrowUp', 'Enter'].includes(key);

/**
 * The category picker of a list's filter bar (the admin catalogue, the shop): antd's tree picker and its tree load
 * once the page is idle after the list's first screen, or when she first reaches for it. Until then a plain select
 * of the same size shows the chosen categories by name; a click or an opening key on it loads the tree picker,
 * which then opens with the focus (after the click, not at its mousedown: a picker put under the pointer mid-click
 * would take the click and close again). A picker arriving while she is on the stand-in keeps her focus, closed; one
 * arriving after she tabbed past leaves her focus where it is.
 */
export function DeferredCategoryTreeSelect(props: CategoryTreeSelectProps) {
  const { load, render } = useDeferredPart(importTreeSelect);
  useWhenIdle(load);
  const [reached, setReached] = useState(false);
  const [focused, setFocused] = useState(false);
  const reach = () => {
    setReached(true);
    load();
  };
  const chosen = props.multiple ? [...(props.value ?? [])] : props.value ? [props.value] : [];
  const options = chosen.map((id) => ({
    value: id,
    label: props.categories.find((category) => category.id === id)?.name ?? id,
  }));
  const standIn = (
    <Select<string[] | string | undefined>
      mode={props.multiple ? 'multiple' : undefined}
      maxTagCount={props.multiple ? 'responsive' : undefined}
      value={props.multiple ? chosen : chosen[0]}
      options={options}
      open={false}
      placeholder={props.placeholder}
      aria-label={props['aria-label']}
      id={props.id}
      disabled={props.disabled}
      className={props.className}
      style={props.style}
      onClick={reach}
      onKeyDown={(event) => {
        if (opensPicker(event.key)) reach();
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  return render({ ...props, focused, opened: reached }, standIn);
}
