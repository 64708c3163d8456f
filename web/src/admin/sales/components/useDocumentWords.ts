import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const kindKeys = {
  ORDER_CONFIRMATION: 'documentKinds.ORDER_CONFIRMATION',
  INVOICE: 'documentKinds.INVOICE',
  CREDIT_NOTE: 'documentKinds.CREDIT_NOTE',
} as const;

const known = (kind: string): kind is keyof typeof kindKeys => kind in kindKeys;

/** A document's kind in the user's words ('Tax invoice', 'Kredietnota'); an unknown kind as the server names it. */
export function useDocumentWords(): (kind: string) => string {
  const { t } = useTranslation('adminSales');
  return useCallback((kind: string) => (known(kind) ? t(kindKeys[kind]) : kind), [t]);
}
