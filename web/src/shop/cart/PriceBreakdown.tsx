import { useTranslation } from 'react-i18next';
import { couponValueText, type OrderTotals } from '../../../../server/domain/pricing';
import { formatMoney } from '../money';

interface PriceBreakdownProps {
  totals: Omit<OrderTotals, 'free'> & { free?: boolean };
  coupon?: { couponCode?: string | null; discount?: { type?: string | null; value?: number | null } | null } | null;
}

/** The order's figures (000 section 9): the server's priceBreakdown, or the same pricing module before checkout. */
export function PriceBreakdown({ totals, coupon }: PriceBreakdownProps) {
  const { t } = useTranslation('shop');
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [];
  if (totals.downloadableTotal > 0 || totals.physicalTotal === 0)
    rows.push({ key: 'downloadable', label: t('totals.downloadable'), value: formatMoney(totals.downloadableTotal) });
  if (totals.couponDiscount > 0 || coupon?.couponCode) {
    const what = coupon?.couponCode ? `${coupon.couponCode} (${couponValueText(coupon.discount)})` : '';
    rows.push({
      key: 'coupon',
      label: t('totals.coupon', { coupon: what }),
      value: `- ${formatMoney(totals.couponDiscount)}`,
    });
  }
  if (totals.physicalTotal > 0)
    rows.push({ key: 'physical', label: t('totals.physical'), value: formatMoney(totals.physicalTotal) });
  if (totals.shipping > 0)
    rows.push({ key: 'shipping', label: t('totals.shipping'), value: formatMoney(totals.shipping) });
  rows.push({ key: 'exclVat', label: t('totals.exclVat'), value: formatMoney(totals.totalExclVat) });
  rows.push({ key: 'vat', label: t('totals.vat'), value: formatMoney(totals.vat) });
  rows.push({ key: 'total', label: t('totals.total'), value: formatMoney(totals.total), strong: true });

  return (
    <table className="shop-totals" data-testid="price-breakdown">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key} className={row.strong ? 'shop-totals-strong' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
