import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentName } from './content';
import { Markdown } from './Markdown';
import { useContent } from './useContent';

function Document({ name }: { name: ContentName }) {
  const { t } = useTranslation('site');
  const { meta, body } = useContent(name);
  return (
    <section className="content-document" data-content={name}>
      <Markdown body={body} />
      {meta.updated && <p className="content-updated">{t('updated', { date: meta.updated })}</p>}
    </section>
  );
}

/** One or more content files, one after the other, in the interface language (a spinner while they load). */
export function ContentView({ names }: { names: readonly ContentName[] }) {
  const { t } = useTranslation('site');
  return (
    <Suspense fallback={<Spin aria-label={t('loading')} />}>
      {names.map((name) => (
        <Document key={name} name={name} />
      ))}
    </Suspense>
  );
}
