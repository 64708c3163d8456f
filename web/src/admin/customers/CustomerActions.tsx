import { EyeOutlined, FileAddOutlined, FileSearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { customerPath, type SalesKind } from '../sales/salesRoute';
import type { CustomerRow } from './operations';

/** A row's View Orders, New Order, View Quotes and New Quote; disabled offline (those screens need the server). */
export function CustomerActions({ customer, offlineReason }: { customer: CustomerRow; offlineReason?: string }) {
  const { t } = useTranslation('adminCustomers');
  const navigate = useNavigate();
  const teacher = customer.email ?? customer.username ?? customer.teacherProfileId;
  // A profile without an owner has no account to order for.
  const disabledReason = offlineReason ?? (customer.owner ? undefined : t('customers.noAccount'));
  // The orders or quotes screen filtered to this teacher (002 section 2); New variants append /new.
  const path = (kind: SalesKind, create: boolean) =>
    customer.owner
      ? `${customerPath(kind, { teacherProfileId: customer.teacherProfileId, owner: customer.owner })}${create ? '/new' : ''}`
      : '';
  const action = (key: 'viewOrders' | 'newOrder' | 'viewQuotes' | 'newQuote', icon: ReactNode, to: string) => (
    <Tooltip title={disabledReason ?? t(`customers.${key}`)}>
      <Button
        size="small"
        icon={icon}
        disabled={disabledReason !== undefined}
        aria-label={t('customers.actionOf', { action: t(`customers.${key}`), teacher })}
        onClick={() => void navigate(to)}
      />
    </Tooltip>
  );
  return (
    <Space size={4}>
      {action('viewOrders', <EyeOutlined />, path('ORDER', false))}
      {action('newOrder', <ShoppingCartOutlined />, path('ORDER', true))}
      {action('viewQuotes', <FileSearchOutlined />, path('QUOTE', false))}
      {action('newQuote', <FileAddOutlined />, path('QUOTE', true))}
    </Space>
  );
}
