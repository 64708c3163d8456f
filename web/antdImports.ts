import type { Plugin } from 'vite';

/** Modules of the build's own, in place of antd's: their ids and their code. */
const virtualModules = new Map<string, string>(
  Object.entries({
    '\0antd-lazy-typography-editable': [
      "import { createElement, lazy, Suspense } from 'react';",
      "const Editable = lazy(() => import('antd/es/typography/Editable.js'));",
      'export default function LazyEditable(props) {',
      '  return createElement(Suspense, { fallback: null }, createElement(Editable, props));',
      '}',
    ].join('\n'),
    // A table column's filter menu, for columns with `filters` (none here: the tables filter above them), loaded if
    // ever rendered, with antd's own `flattenKeys` (useFilter/FilterDropdown.js), which the table calls for them.
    '\0antd-lazy-table-filter-dropdown': [
      "import { createElement, lazy, Suspense } from 'react';",
      "const FilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown.js'));",
      'export function flattenKeys(filters) {',
      '  return (filters || []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);',
      '}',
      'export default function LazyFilterDropdown(props) {',
      '  return createElement(Suspense, { fallback: props.children }, createElement(FilterDropdown, props));',
      '}',
    ].join('\n'),
    // The four helpers a table's row selection takes from rc-tree, from their own modules; `arrAdd` and `arrDel` as
    // rc-tree writes them (es/util.js, whose module imports the tree's node component).
    '\0antd-selection-tree-helpers': [
      "export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';",
      "export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';",
      'export function arrDel(list, value) {',
      '  if (!list) return [];',
      '  const clone = list.slice();',
      '  const index = clone.indexOf(value);',
      '  if (index >= 0) clone.splice(index, 1);',
      '  return clone;',
      '}',
      'export function arrAdd(list, value) {',
      '  const clone = (list || []).slice();',
      '  if (clone.indexOf(value) === -1) clone.push(value);',
      '  return clone;',
      '}',
    ].join('\n'),
    // antd's own function (form/hooks/useForm.js), without the module's import of rc-form's useForm.
    '\0antd-name-path-str': [
      "import { toArray } from 'antd/es/form/util.js';",
      'export function toNamePathStr(name) {',
      "  return toArray(name).join('_');",
      '}',
    ].join('\n'),
  }),
);

/** Imports inside antd that would put code no screen renders (its form library, a table's filter menus) in first downloads. */
const narrowings = [
  {
    // `form/context` (which every input-like component and antd's ContextIsolator import) takes only rc-form's
    // FormProvider, from rc-form's index: that index attaches Field, List and useForm to the Form at load, so all of
    // rc-form and its validator came along (about 20 KB gzipped). The same FormProvider, from its own module.
    importer: /antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    to: '@rc-component/form/es/FormContext',
  },
  {
    // Typography's base imports its in-place editor (an Input with the form context) for `editable` texts, which
    // the app does not use: loaded if ever rendered.
    importer: /antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    to: '\0antd-lazy-typography-editable',
  },
  {
    // The table's column filter menu brings Tree, Menu, Radio, Dropdown and a search Input with it.
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    to: '\0antd-lazy-table-filter-dropdown',
  },
  {
    // A table's row selection takes four helpers from rc-tree's index, and with it the whole tree component (11 KB).
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    to: '\0antd-selection-tree-helpers',
  },
  {
    // Radio's group takes one three-line function (`toNamePathStr`) from the Form's hooks, whose module imports
    // rc-form's useForm and with it rc-form and its validator (13 KB gzipped): a table's row selection has radios.
    importer: /antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    to: '\0antd-name-path-str',
  },
];

/**
 * Narrows imports inside antd that pull more than they use (docs/decisions.md, "Route budgets"). The build fails if
 * an import it narrows is no longer there (a new antd), instead of silently growing again.
 */
export function antdImports(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'classroom-antd-imports',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      seen.clear();
    },
    async resolveId(source, importer) {
      if (virtualModules.has(source)) return source;
      const narrowing = narrowings.find((item) => item.source === source && importer && item.importer.test(importer));
      if (!narrowing) return null;
      seen.add(narrowing.source);
      return virtualModules.has(narrowing.to) ? narrowing.to : this.resolve(narrowing.to, importer, { skipSelf: true });
    },
    load(id) {
      return virtualModules.get(id) ?? null;
    },
    buildEnd(error) {
      if (error) return;
      const missing = narrowings.filter((item) => !seen.has(item.source));
      if (missing.length > 0)
        this.error(
          `antd no longer imports ${missing.map((item) => item.source).join(', ')} as web/antdImports.ts expects`,
        );
    },
  };
}
