import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  FileSearchOutlined,
  FormOutlined,
  GiftOutlined,
  ImportOutlined,
  MailOutlined,
  NotificationOutlined,
  ReadOutlined,
  ScheduleOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SoundOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { access } from '../core/auth/access';
import type { MenuEntry } from '../ui/SideMenu';

/**
 * The admin side menu in the specification's order (002 section 2); Reporting shows only to the reporting group.
 * Imports, hidden in the original's layout, is shown to admins (issue 13).
 */
export const adminMenu: MenuEntry[] = [
  { to: '/admin/coupons', title: 'adminCoupons', icon: <GiftOutlined />, rule: access.admin },
  { to: '/admin/communications', title: 'adminCommunications', icon: <NotificationOutlined />, rule: access.admin },
  { to: '/admin/announcements', title: 'adminAnnouncements', icon: <SoundOutlined />, rule: access.admin },
  {
    to: '/admin/teacherprofiles',
    title: 'adminTeacherProfiles',
    icon: <TeamOutlined />,
    rule: access.adminOrSuperadmin,
  },
  { to: '/admin/holidays', title: 'adminHolidays', icon: <CalendarOutlined />, rule: access.admin },
  {
    group: 'shop',
    children: [
      { to: '/admin/products', title: 'adminProducts', icon: <ShopOutlined />, rule: access.admin },
      { to: '/admin/productbundles', title: 'adminProductBundles', icon: <AppstoreOutlined />, rule: access.admin },
    ],
  },
  {
    group: 'sales',
    children: [
      { to: '/admin/productorders', title: 'adminProductOrders', icon: <ShoppingCartOutlined />, rule: access.admin },
      { to: '/admin/productorder-quotes', title: 'adminQuotes', icon: <FileSearchOutlined />, rule: access.admin },
    ],
  },
  {
    group: 'reporting',
    children: [
      {
        to: '/admin/reporting/revenue',
        title: 'adminReportingRevenue',
        icon: <BarChartOutlined />,
        rule: access.reporting,
      },
      {
        to: '/admin/reporting/teacherprofiles',
        title: 'adminReportingTeachers',
        icon: <BarChartOutlined />,
        rule: access.reporting,
      },
      {
        to: '/admin/reporting/subscriptions',
        title: 'adminReportingSubscriptions',
        icon: <BarChartOutlined />,
        rule: access.reporting,
      },
    ],
  },
  { to: '/admin/schools', title: 'adminSchools', icon: <BankOutlined />, rule: access.admin },
  { to: '/admin/subjects', title: 'adminSubjects', icon: <BookOutlined />, rule: access.admin },
  { to: '/admin/taxonomies', title: 'adminTaxonomies', icon: <ClusterOutlined />, rule: access.admin },
  { to: '/admin/terms', title: 'adminTerms', icon: <ScheduleOutlined />, rule: access.admin },
  { to: '/admin/imports', title: 'adminImports', icon: <ImportOutlined />, rule: access.admin },
  { to: '/admin/mail', title: 'adminFailedMails', icon: <MailOutlined />, rule: access.admin },
  { to: '/admin/system', title: 'adminSystem', icon: <ClusterOutlined />, rule: access.superadmin },
  {
    group: 'templates',
    children: [
      { to: '/admin/lessontemplates', title: 'adminLessonTemplates', icon: <ReadOutlined />, rule: access.admin },
      {
        to: '/admin/assessmenttemplates',
        title: 'adminAssessmentTemplates',
        icon: <FormOutlined />,
        rule: access.admin,
      },
    ],
  },
];
