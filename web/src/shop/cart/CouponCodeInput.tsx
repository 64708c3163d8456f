import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { couponMessages, normaliseCouponCode } from '../../../../server/domain/coupon';
import { couponValueText } from '../../../../server/domain/pricing';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import type { AppliedCoupon } from './checkoutState';

interface CouponCodeInputProps {
  /**
   * Whose words: the teacher's cart ('shop') or the admin's create dialog ('adminSales'); both have `coupon.*`. The
   * build loads a namespace with the modules that name it (web/i18nNamespaces.ts), and this one is chosen at run
   * time: the caller's screen must read it itself (the cart's and the sales dialog's modules do).
   */
  namespace: 'shop' | 'adminSales';
  id: string;
  input: string;
  onInput(value: string): void;
  /** The refusal or failure shown under the field, or null. */
  problem: string | null;
  onProblem(problem: string | null): void;
  /** Called with the normalised, non-empty code. */
  onVerify(code: string): void;
  verifying: boolean;
  disabled: boolean;
  applied: AppliedCoupon | null;
  onRemove(): void;
}

/**
 * The coupon code field (000 sections 5, 8; 002 §2): the code is trimmed, upper-cased and stripped to A–Z and 0–9 as
 * it is typed; Verify or Enter checks it, empty being 'Coupon code is required'; the applied coupon shows with
 * Remove. What Verify does is the caller's: the shop applies the code to the teacher's cart, the admin's create
 * dialog checks it for the order's teacher.
 */
export function CouponCodeInput({
  namespace,
  id,
  input,
  onInput,
  problem,
  onProblem,
  onVerify,
  verifying,
  disabled,
  applied,
  onRemove,
}: CouponCodeInputProps) {
  const { t } = useTranslation(namespace);
  const verify = () => {
    const code = normaliseCouponCode(input);
    if (code) onVerify(code);
    else onProblem(translateServerMessage(couponMessages.required));
  };
  return (
    <Form.Item
      label={t('coupon.label')}
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
      className="shop-coupon"
    >
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          id={id}
          value={input}
          onChange={(event) => {
            onInput(normaliseCouponCode(event.target.value));
            onProblem(null);
          }}
          onPressEnter={(event) => {
            // Enter verifies; it must not reach a surrounding form.
            event.preventDefault();
            if (!verifying && !disabled) verify();
          }}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
        />
        <Button onClick={verify} loading={verifying} disabled={!input || verifying || disabled}>
          {t('coupon.verify')}
        </Button>
      </Space.Compact>
      {applied && (
        <Space className="shop-coupon-applied">
          <Typography.Text type="success" data-testid="coupon-applied">
            <CheckCircleFilled />{' '}
            {t('coupon.applied', { code: applied.couponCode, value: couponValueText(applied.discount) })}
          </Typography.Text>
          <Button type="link" size="small" onClick={onRemove} disabled={verifying || disabled}>
            {t('coupon.remove')}
          </Button>
        </Space>
      )}
    </Form.Item>
  );
}
