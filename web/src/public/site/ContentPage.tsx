import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ContentView } from '../../content/ContentView';
import type { ContentName } from '../../content/content';
import { useContent } from '../../content/useContent';
import { usePageMeta } from '../../ui/pageMeta';
import { ContactForm } from './ContactForm';
import { sitePages } from './sitePages';

/** The page's meta description: the first content file's own. */
function Description({ name }: { name: ContentName }) {
  usePageMeta(null, useContent(name).meta.description);
  return null;
}

/**
 * A page of the website made of content files (About, Meet the team, Contact us, Prices, Terms and the legal
 * pages): the files its path names in sitePages, in the interface language; Contact us adds the contact form.
 */
export default function ContentPage() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const names = sitePages[pathname.replace(/\/+$/, '')] ?? [];

  return (
    <article className="page-section site-page">
      <Suspense fallback={<Spin aria-label={t('loading')} />}>{names[0] && <Description name={names[0]} />}</Suspense>
      <ContentView names={names} />
      {pathname.startsWith('/contact-us') && <ContactForm />}
    </article>
  );
}
