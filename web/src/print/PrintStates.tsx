import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** While the paper loads: the PDF renderer waits for [data-print-pending] to go and [data-print-ready] to come. */
export function PrintLoading() {
  return (
    <div data-print-pending className="print-state" aria-busy="true">
      <Spin />
    </div>
  );
}

export function PrintNotFound() {
  const { t } = useTranslation('templates');
  return (
    <div data-print-ready>
      <Result status="404" title={t('print.notFound')} className="print-state" />
    </div>
  );
}
