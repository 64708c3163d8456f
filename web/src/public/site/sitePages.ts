import type { ContentName } from '../../content/content';

/** Which content files each page of the website shows, by path (000 section 2). */
export const sitePages: Record<string, readonly ContentName[]> = {
  '/about': ['about'],
  '/meet-the-team': ['meet-the-team'],
  '/contact-us': ['contact-us'],
  '/prices': ['prices'],
  '/terms': ['terms-conditions', 'privacy-policy', 'refund-policy'],
  '/legal/terms-conditions': ['terms-conditions'],
  '/legal/terms-of-use': ['terms-of-use'],
  '/legal/cookie-policy': ['cookie-policy'],
  '/legal/privacy-policy': ['privacy-policy'],
  '/legal/modern-slavery-statement': ['modern-slavery-statement'],
  '/legal/quality-statement': ['quality-statement'],
  '/legal/weee-regulations': ['weee-regulations'],
};
