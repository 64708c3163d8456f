import { Alert, Button, Checkbox, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutMessages } from '../../../../server/domain/order-rules';
import type { OrderTotals } from '../../../../server/domain/pricing';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { PolicyDialog } from '../../content/PolicyDialog';
import { PriceBreakdown } from './PriceBreakdown';
import type { AppliedCoupon } from './checkoutState';

/** Stored payment method names (000 section 9): Card Payment is stored as the card provider's name. */
export const paymentMethodLabels = { EFT: 'payment.eft', Payfast: 'payment.card', Free: 'payment.free' } as const;

interface PaymentDialogProps {
  totals: OrderTotals;
  coupon: AppliedCoupon | null;
  method: string | null;
  onMethod(method: string): void;
  checkingOut: boolean;
  failure: string | null;
  blockedReason: string | null;
  onBack(): void;
  onCheckout(method: string): void;
  onClose(): void;
}

/** The payment method (000 sections 5, 9): EFT or card, or Free when nothing is to be paid; then checkout. */
export function PaymentDialog({
  totals,
  coupon,
  method,
  onMethod,
  checkingOut,
  failure,
  blockedReason,
  onBack,
  onCheckout,
  onClose,
}: PaymentDialogProps) {
  const { t } = useTranslation('shop');
  const { t: tSite } = useTranslation('site');
  const [missing, setMissing] = useState(false);
  // 000 section 5: the terms (with the privacy and refund policies) are accepted before checking out.
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const options = (totals.free ? (['Free'] as const) : (['EFT', 'Payfast'] as const)).map((value) => ({
    value,
    label: t(paymentMethodLabels[value]),
  }));
  const chosen = totals.free ? 'Free' : method && method !== 'Free' ? method : null;

  const checkout = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    onCheckout(chosen);
  };

  return (
    <Modal
      open
      title={t('payment.title')}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="back" onClick={onBack} disabled={checkingOut}>
          {t('common.back')}
        </Button>,
        <Button
          key="checkout"
          type="primary"
          onClick={checkout}
          loading={checkingOut}
          disabled={blockedReason !== null || !termsAccepted}
        >
          {t('payment.checkout')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('payment.method')}
          required
          validateStatus={missing && !chosen ? 'error' : undefined}
          help={missing && !chosen ? translateServerMessage(checkoutMessages.paymentMethod) : undefined}
        >
          <Radio.Group
            value={chosen}
            onChange={(event) => {
              onMethod(String(event.target.value));
              setMissing(false);
            }}
            options={options}
            optionType="button"
            buttonStyle="solid"
            aria-label={t('payment.method')}
          />
        </Form.Item>
      </Form>
      {chosen === 'EFT' && <Alert type="info" showIcon title={t('payment.eftNote')} style={{ marginBottom: 12 }} />}
      {chosen === 'Payfast' && (
        <Alert type="info" showIcon title={t('payment.cardNote')} style={{ marginBottom: 12 }} />
      )}
      <PriceBreakdown totals={totals} coupon={coupon} />
      <div className="checkout-terms">
        <Checkbox
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
          data-testid="terms-checkbox"
        >
          {tSite('terms.accept')}
        </Checkbox>
        <Button type="link" onClick={() => setTermsOpen(true)} className="checkout-terms-link">
          {tSite('terms.open')}
        </Button>
        <p className="checkout-terms-note">{tSite('terms.noRefunds')}</p>
        {!termsAccepted && <p className="checkout-terms-note">{tSite('terms.required')}</p>}
      </div>
      <PolicyDialog
        open={termsOpen}
        title={tSite('terms.dialogTitle')}
        names={['terms-conditions', 'privacy-policy', 'refund-policy']}
        onClose={() => setTermsOpen(false)}
        footer={[
          <Button key="close" onClick={() => setTermsOpen(false)}>
            {tSite('terms.close')}
          </Button>,
          <Button
            key="accept"
            type="primary"
            onClick={() => {
              setTermsAccepted(true);
              setTermsOpen(false);
            }}
          >
            {tSite('cookie.accept')}
          </Button>,
        ]}
      />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
      {blockedReason && <Alert type="info" showIcon title={blockedReason} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
