import {
  BookOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  FormOutlined,
  NotificationOutlined,
  ReadOutlined,
  ShopOutlined,
  ShoppingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { access } from '../core/auth/access';
import type { MenuEntry } from '../ui/SideMenu';
import { CommunicationsRefresh } from './communications/CommunicationsRefresh';

/** The teacher app's side menu (001 section 2), in order; each entry's rule is its route's rule. */
export const teacherMenu: MenuEntry[] = [
  { to: '/app/profile', title: 'profile', icon: <UserOutlined />, rule: access.signedIn },
  {
    to: '/app/communications',
    title: 'communications',
    icon: <NotificationOutlined />,
    rule: access.signedIn,
    extra: <CommunicationsRefresh />,
  },
  { to: '/app/products', title: 'products', icon: <ShopOutlined />, rule: access.signedIn },
  { to: '/app/purchased-resources', title: 'purchasedResources', icon: <BookOutlined />, rule: access.teacher },
  { to: '/app/calendar', title: 'calendar', icon: <CalendarOutlined />, rule: access.teacherOrAdmin },
  {
    group: 'createdByMe',
    children: [
      { to: '/app/lessons', title: 'lessons', icon: <ReadOutlined />, rule: access.teacherOrAdmin },
      { to: '/app/assessments', title: 'assessments', icon: <FormOutlined />, rule: access.teacherOrAdmin },
    ],
  },
  { to: '/app/productorders', title: 'productOrders', icon: <ShoppingOutlined />, rule: access.signedIn },
  { to: '/app/support', title: 'support', icon: <CustomerServiceOutlined />, rule: access.signedIn },
];
