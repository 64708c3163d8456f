import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { useDeferredPart } from './deferredPart';
import { usePreparedNotices } from './notices';
import { titleOf } from './pageTitle';
import { useWindowWidth } from './useWindowWidth';
import { VersionLabel } from './VersionLabel';

interface AppShellProps {
  /** The side menu; it gets a callback that closes the drawer on narrow screens. */
  menu(onNavigate: () => void): ReactNode;
  /** Right-hand side of the top bar. */
  actions: ReactNode;
  children: ReactNode;
  home: string;
}

const NARROW = 800;

// The narrow screens' menu drawer: not on the first screen; fetched when first opened (from the service worker's
// cache once it is filled; a load that fails does nothing, and the next tap tries again).
const importDrawer = () => import('antd/es/drawer');

/** The signed-in layouts' frame (teacher app, admin): side menu (a drawer below 800 px), top bar, content. */
export function AppShell({ menu, actions, children, home }: AppShellProps) {
  const { t } = useTranslation();
  const title = titleOf(useMatches());
  const narrow = useWindowWidth() < NARROW;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useDeferredPart(importDrawer);
  usePreparedNotices();
  const brand = (
    <Link
      to={home}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '16px 20px', fontWeight: 600, fontSize: 16 }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {t('app.name')}
    </Link>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Layout.Sider
          width={240}
          theme="light"
          style={{ borderInlineEnd: '1px solid rgba(5,5,5,0.06)' }}
          className="no-print"
        >
          {brand}
          <nav aria-label={t('nav.main')}>{menu(() => undefined)}</nav>
          <div style={{ padding: '12px 20px' }}>
            <VersionLabel />
          </div>
        </Layout.Sider>
      )}
      {narrow &&
        drawer.render({
          open: drawerOpen,
          onClose: () => setDrawerOpen(false),
          placement: 'left',
          size: 260,
          title: brand,
          styles: { body: { padding: 0 } },
          children: (
            <>
              <nav aria-label={t('nav.main')}>{menu(() => setDrawerOpen(false))}</nav>
              <div style={{ padding: '12px 20px' }}>
                <VersionLabel />
              </div>
            </>
          ),
        })}
      <Layout>
        <Layout.Header
          className="no-print"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            paddingInline: 16,
            background: '#fff',
            borderBottom: '1px solid rgba(5,5,5,0.06)',
          }}
        >
          {narrow && (
            <Button
              icon={<MenuOutlined />}
              aria-label={t('nav.openMenu')}
              onClick={() => {
                drawer.load();
                setDrawerOpen(true);
              }}
            />
          )}
          <Typography.Text
            strong
            style={{
              flex: 1,
              minWidth: 0,
              fontSize: 16,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {title ? t(`pages.${title}`) : ''}
          </Typography.Text>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>{actions}</div>
        </Layout.Header>
        <Layout.Content>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
