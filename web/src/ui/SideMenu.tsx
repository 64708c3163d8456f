import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AccessRule } from '../core/auth/access';
import { isAllowed } from '../core/auth/access';
import { useAuth } from '../core/auth/authContext';
import type { PageKey } from './pageTitle';

export interface MenuLink {
  to: string;
  title: PageKey;
  icon?: ReactNode;
  rule: AccessRule;
  /** A control beside the link (the refresh icon of Communications). */
  extra?: ReactNode;
}

export interface MenuGroup {
  group: 'createdByMe' | 'shop' | 'sales' | 'reporting' | 'templates';
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

interface SideMenuProps {
  entries: MenuEntry[];
  /** Extra items after the links (e.g. sign out). */
  trailing?: MenuProps['items'];
  onNavigate?(): void;
}

/** A layout's side menu: only the entries the user may open, the current one highlighted. */
export function SideMenu({ entries, trailing = [], onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { groups } = useAuth();
  const { pathname } = useLocation();

  const toItem = (link: MenuLink): NonNullable<MenuProps['items']>[number] => ({
    key: link.to,
    icon: link.icon,
    label: link.extra ? (
      <span className="side-menu-label">
        <Link to={link.to} onClick={onNavigate}>
          {t(`pages.${link.title}`)}
        </Link>
        {link.extra}
      </span>
    ) : (
      <Link to={link.to} onClick={onNavigate}>
        {t(`pages.${link.title}`)}
      </Link>
    ),
  });

  const items: MenuProps['items'] = entries.flatMap((entry) => {
    if ('group' in entry) {
      const visible = entry.children.filter((link) => isAllowed(link.rule, groups));
      return visible.length === 0
        ? []
        : [
            {
              type: 'group' as const,
              key: entry.group,
              label: t(`menuGroups.${entry.group}`),
              children: visible.map(toItem),
            },
          ];
    }
    return isAllowed(entry.rule, groups) ? [toItem(entry)] : [];
  });

  const links = entries.flatMap((entry) => ('group' in entry ? entry.children : [entry]));
  const selected = links
    .map((link) => link.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <Menu
      mode="inline"
      items={[...items, ...trailing]}
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
