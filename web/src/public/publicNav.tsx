import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import type { ReactNode } from 'react';
import type { PageKey } from '../ui/pageTitle';

export interface PublicNavItem {
  to: string;
  title: PageKey;
  icon: ReactNode;
}

export const publicNav: PublicNavItem[] = [
  { to: '/', title: 'home', icon: <HomeOutlined /> },
  { to: '/about', title: 'about', icon: <InfoCircleOutlined /> },
  { to: '/meet-the-team', title: 'meetTheTeam', icon: <TeamOutlined /> },
  { to: '/contact-us', title: 'contactUs', icon: <MailOutlined /> },
];

export const legalLinks: { to: string; title: PageKey }[] = [
  { to: '/legal/terms-conditions', title: 'legalTermsConditions' },
  { to: '/legal/terms-of-use', title: 'legalTermsOfUse' },
  { to: '/legal/cookie-policy', title: 'legalCookiePolicy' },
  { to: '/legal/privacy-policy', title: 'legalPrivacyPolicy' },
  { to: '/legal/modern-slavery-statement', title: 'legalModernSlavery' },
  { to: '/legal/quality-statement', title: 'legalQuality' },
  { to: '/legal/weee-regulations', title: 'legalWeee' },
];
