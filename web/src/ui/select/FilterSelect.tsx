import { Select } from 'antd';
import type { SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { optionMatches } from './typedFilter';

/**
 * antd's Select whose options she filters by typing, on the words they show (not their stored values): the select of
 * every list longer than a few options or of a length the data decides (provinces, schools, subjects, grades,
 * terms, templates…). Every prop is antd's; a `showSearch` of the caller's own (a server search) wins. Keyboard and
 * screen readers get antd's combobox: type, arrows, Enter.
 */
export function FilterSelect<Value = unknown, Option extends BaseOptionType | DefaultOptionType = DefaultOptionType>(
  props: SelectProps<Value, Option>,
) {
  return (
    <Select<Value, Option> showSearch={{ filterOption: (typed, option) => optionMatches(typed, option) }} {...props} />
  );
}
