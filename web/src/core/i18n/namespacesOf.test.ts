import { describe, expect, it } from 'vitest';
import { namespacesOf } from '../../../i18nNamespaces.ts';

describe('namespacesOf (the namespaces a module waits for before it runs)', () => {
  it("finds the feature namespaces a module's source reads, once each", () => {
    const source = [
      "const { t } = useTranslation('adminSales');",
      "const { t: planning } = useTranslation(['planning']);",
      "t('key', { ns: 'templates' });",
      "const again = useTranslation('adminSales');",
    ].join('\n');
    expect(namespacesOf(source)).toEqual(['adminSales', 'planning', 'templates']);
  });

  it('leaves out the namespaces every page has from the start', () => {
    expect(namespacesOf("useTranslation(); useTranslation('site'); useTranslation('messages');")).toEqual([]);
  });
});
