import type { Plugin } from 'vite';

const editableStub = '\0antd-lazy-typography-editable';

/** Two imports inside antd that would put its form library in every signed-in screen's first download. */
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
    to: editableStub,
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
      if (source === editableStub) return editableStub;
      const narrowing = narrowings.find((item) => item.source === source && importer && item.importer.test(importer));
      if (!narrowing) return null;
      seen.add(narrowing.source);
      return narrowing.to === editableStub ? editableStub : this.resolve(narrowing.to, importer, { skipSelf: true });
    },
    load(id) {
      if (id !== editableStub) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        "const Editable = lazy(() => import('antd/es/typography/Editable.js'));",
        'export default function LazyEditable(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Editable, props));',
        '}',
      ].join('\n');
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
