import {
  AppstoreAddOutlined,
  FileSearchOutlined,
  PlusOutlined,
  TagsOutlined,
  ApartmentOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ProductsHeaderProps {
  writable: boolean;
  selectedCount: number;
  checking: boolean;
  onCheck(): void;
  onCategories(): void;
  onTags(): void;
  onNewProduct(): void;
  onNewBundle(): void;
}

/** Title and header buttons of the products screen (002 §2). */
export function ProductsHeader({
  writable,
  selectedCount,
  checking,
  onCheck,
  onCategories,
  onTags,
  onNewProduct,
  onNewBundle,
}: ProductsHeaderProps) {
  const { t } = useTranslation('adminCatalogue');
  const { t: tApp } = useTranslation();
  return (
    <div className="catalogue-header">
      <Typography.Title level={2}>{tApp('pages.adminProducts')}</Typography.Title>
      <Space wrap>
        <Button icon={<FileSearchOutlined />} loading={checking} disabled={!writable} onClick={onCheck}>
          {t('header.checkContent')}
        </Button>
        <Button icon={<ApartmentOutlined />} onClick={onCategories}>
          {t('header.manageCategories')}
        </Button>
        <Button icon={<TagsOutlined />} onClick={onTags}>
          {t('header.manageTags')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} disabled={!writable} onClick={onNewProduct}>
          {t('header.newProduct')}
        </Button>
        <Tooltip title={selectedCount === 0 ? t('header.newBundleHelp') : undefined}>
          <Button icon={<AppstoreAddOutlined />} disabled={!writable || selectedCount === 0} onClick={onNewBundle}>
            {t('header.newBundle')}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}
