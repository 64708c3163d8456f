import { CheckCircleFilled } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponMessages, normaliseCouponCode } from '../../../../server/domain/coupon';
import { couponValueText } from '../../../../server/domain/pricing';
import { translateServerMessage } from '../../app/i18n/i18n';
import { VerifyCouponDocument } from '../orderOperations';
import type { AppliedCoupon } from './checkoutState';

interface CouponFieldProps {
  profileId: string | null;
  input: string;
  onInput(value: string): void;
  applied: AppliedCoupon | null;
  onApplied(coupon: AppliedCoupon | null): void;
  /** Checking out: verifying waits. */
  busy: boolean;
  onVerifying(verifying: boolean): void;
}

/**
 * The coupon field (000 sections 5, 7, 8): the code is normalised as it is typed; a valid coupon is applied, a
 * refusal's text shows under the field and clears the coupon; a failed call says so.
 */
export function CouponField({ profileId, input, onInput, applied, onApplied, busy, onVerifying }: CouponFieldProps) {
  const { t } = useTranslation('shop');
  const client = useApolloClient();
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const verify = async () => {
    const code = normaliseCouponCode(input);
    if (!code) {
      setProblem(translateServerMessage(couponMessages.required));
      return;
    }
    if (!profileId) return;
    setVerifying(true);
    onVerifying(true);
    setProblem(null);
    try {
      const { data } = await client.query({ query: VerifyCouponDocument, variables: { teacherProfileID: profileId, couponCode: code }, fetchPolicy: 'network-only' });
      const outcome = data.verifyCoupon;
      if (outcome.validCoupon?.couponCode) {
        onApplied({ couponCode: outcome.validCoupon.couponCode, discount: outcome.validCoupon.discount ?? null });
      } else {
        onApplied(null);
        setProblem(translateServerMessage(outcome.error ?? couponMessages.invalid));
      }
    } catch {
      onApplied(null);
      setProblem(translateServerMessage(couponMessages.callFailed));
    } finally {
      setVerifying(false);
      onVerifying(false);
    }
  };

  return (
    <Form.Item label={t('coupon.label')} htmlFor="coupon-code" validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} className="shop-coupon">
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          id="coupon-code"
          value={input}
          onChange={(event) => {
            onInput(normaliseCouponCode(event.target.value));
            setProblem(null);
          }}
          onPressEnter={() => void verify()}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
        />
        <Button onClick={() => void verify()} loading={verifying} disabled={!input || verifying || busy || !profileId}>
          {t('coupon.verify')}
        </Button>
      </Space.Compact>
      {applied && (
        <Space className="shop-coupon-applied">
          <Typography.Text type="success">
            <CheckCircleFilled /> {t('coupon.applied', { code: applied.couponCode, value: couponValueText(applied.discount) })}
          </Typography.Text>
          <Button type="link" size="small" onClick={() => onApplied(null)}>
            {t('coupon.remove')}
          </Button>
        </Space>
      )}
    </Form.Item>
  );
}
