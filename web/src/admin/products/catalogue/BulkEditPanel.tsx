import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Form, InputNumber, Space, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessages, discountError } from '../../../../../server/domain/catalogue-rules';
import { timeOfDayMessages } from '../../../../../server/domain/time-of-day.ts';
import { translateServerMessage } from '../../../core/i18n/serverMessages';
import type { PriceChangeDirection, ProductBulkAction, ProductTypeInput } from '../../../gql/graphql';
import { fromPickerTime, pickerNow } from './format';
import { PublishDateInput } from './PublishDateInput';
import { TypeCheckboxes } from './TypeCheckboxes';

export interface BulkEdit {
  action: ProductBulkAction;
  publishDate?: string;
  priceChange?: {
    mode: 'FIXED' | 'PERCENT';
    direction: PriceChangeDirection;
    value: number;
  };
  discountPercentage?: number | null;
  type?: ProductTypeInput;
}

interface BulkEditPanelProps {
  /** Products also have the Type tab. */
  withType: boolean;
  count: number;
  /** Why the actions are disabled (offline), or null. */
  disabledReason: string | null;
  onApply(edit: BulkEdit): Promise<void>;
  onClearSelection(): void;
}

/** Bulk Edit (002 §2, §5) on the selected rows: one server mutation per action, all or nothing. */
export function BulkEditPanel({ withType, count, disabledReason, onApply, onClearSelection }: BulkEditPanelProps) {
  const { t } = useTranslation('adminCatalogue');
  const [busy, setBusy] = useState(false);
  const [publishDate, setPublishDate] = useState<Dayjs | null>(() => pickerNow());
  const [scheduleError, setScheduleError] = useState(false);
  const [fixed, setFixed] = useState<number | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [discount, setDiscount] = useState<number | null>(null);
  const [type, setType] = useState<ProductTypeInput>({
    physical: false,
    subscriptionProduct: false,
    eCommerceProduct: true,
  });
  const disabled = busy || disabledReason !== null;
  // Out of 0-100 is said, never brought into range (issue 14).
  const discountProblem = discountError(discount);

  const apply = async (edit: BulkEdit) => {
    setBusy(true);
    try {
      await onApply(edit);
    } finally {
      setBusy(false);
    }
  };

  const schedule = () => {
    const iso = fromPickerTime(publishDate);
    setScheduleError(!iso);
    if (iso) void apply({ action: 'SCHEDULE', publishDate: iso });
  };

  const changePrice = (direction: PriceChangeDirection) => {
    const value = fixed ?? percent;
    if (!value) return;
    void apply({
      action: 'CHANGE_PRICE',
      priceChange: { mode: fixed ? 'FIXED' : 'PERCENT', direction, value },
    });
  };

  const priceValue = (fixed ?? percent ?? 0) > 0;

  const items = [
    {
      key: 'feature',
      label: t('bulk.feature'),
      children: (
        <Space wrap>
          <Button disabled={disabled} onClick={() => void apply({ action: 'FEATURE' })}>
            {t('bulk.featureAction')}
          </Button>
          <Button disabled={disabled} onClick={() => void apply({ action: 'UNFEATURE' })}>
            {t('bulk.unfeatureAction')}
          </Button>
          <Typography.Text type="secondary">{t('bulk.featureHelp')}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'schedule',
      label: t('bulk.schedule'),
      children: (
        <Space wrap align="start">
          <Form.Item
            label={t('fields.publishDate')}
            htmlFor="bulk-publish-date"
            validateStatus={scheduleError ? 'error' : undefined}
            help={
              scheduleError
                ? translateServerMessage(
                    publishDate && !publishDate.isValid()
                      ? timeOfDayMessages.unreadable
                      : catalogueMessages.publishDateRequired,
                  )
                : undefined
            }
            style={{ marginBottom: 0 }}
          >
            <PublishDateInput
              id="bulk-publish-date"
              value={publishDate}
              onChange={setPublishDate}
              disabled={disabled}
            />
          </Form.Item>
          <Button type="primary" disabled={disabled} onClick={schedule}>
            {t('bulk.scheduleAction')}
          </Button>
          <Button disabled={disabled} onClick={() => void apply({ action: 'UNPUBLISH' })}>
            {t('bulk.unpublishAction')}
          </Button>
        </Space>
      ),
    },
    {
      key: 'price',
      label: t('bulk.changePrice'),
      children: (
        <Space wrap align="end">
          <label className="stacked-label">
            {t('bulk.fixedAmount')}
            <InputNumber
              prefix="R"
              min={0}
              step={1}
              precision={2}
              value={fixed}
              disabled={disabled}
              aria-label={t('bulk.fixedAmount')}
              onChange={(value) => {
                setFixed(value);
                if (value !== null) setPercent(null);
              }}
            />
          </label>
          <label className="stacked-label">
            {t('bulk.percentage')}
            <InputNumber
              suffix="%"
              min={0}
              step={1}
              value={percent}
              disabled={disabled}
              aria-label={t('bulk.percentage')}
              onChange={(value) => {
                setPercent(value);
                if (value !== null) setFixed(null);
              }}
            />
          </label>
          <Button disabled={disabled || !priceValue} onClick={() => changePrice('INCREASE')}>
            {t('bulk.increase')}
          </Button>
          <Button disabled={disabled || !priceValue} onClick={() => changePrice('DECREASE')}>
            {t('bulk.decrease')}
          </Button>
        </Space>
      ),
    },
    {
      key: 'discount',
      label: t('bulk.discount'),
      children: (
        <Space wrap align="end">
          <label className="stacked-label">
            {t('fields.discount')}
            <InputNumber
              suffix="%"
              value={discount}
              disabled={disabled}
              status={discountProblem ? 'error' : undefined}
              aria-label={t('fields.discount')}
              onChange={setDiscount}
            />
          </label>
          <Button
            type="primary"
            disabled={disabled || discountProblem !== null}
            onClick={() =>
              void apply({
                action: 'DISCOUNT',
                discountPercentage: discount ?? 0,
              })
            }
          >
            {t('bulk.discountAction')}
          </Button>
          {discountProblem ? (
            <Typography.Text type="danger" role="alert">
              {translateServerMessage(discountProblem)}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('bulk.discountHelp')}</Typography.Text>
          )}
        </Space>
      ),
    },
    ...(withType
      ? [
          {
            key: 'type',
            label: t('bulk.type'),
            children: (
              <Space wrap>
                <Space wrap>
                  <TypeCheckboxes value={type} onChange={setType} disabled={disabled} />
                </Space>
                <Button type="primary" disabled={disabled} onClick={() => void apply({ action: 'TYPE', type })}>
                  {t('bulk.typeAction')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      className="bulk-edit"
      data-testid="bulk-edit"
      title={t('bulk.title', { count })}
      extra={
        <Button type="text" icon={<CloseOutlined />} onClick={onClearSelection}>
          {t('bulk.clearSelection')}
        </Button>
      }
    >
      {disabledReason && <Typography.Paragraph type="warning">{disabledReason}</Typography.Paragraph>}
      <Tabs size="small" items={items} />
    </Card>
  );
}
