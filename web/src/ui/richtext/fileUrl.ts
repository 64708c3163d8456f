import { useApolloClient } from '@apollo/client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getTokens, subscribeTokens } from '../../core/auth/tokens';
import { fileLink, keyOfFileUrl } from '../upload/fileLinks';

const signedIn = () => getTokens() !== null;

/**
 * The address an <img> can load. A stored file (`/files/…`) seen by a signed-in user may be private (a teacher's
 * editor images): its signed link is fetched, together with the document's other images. Undefined while it is
 * on its way; other addresses, and everything for visitors (who can only see public files), as they are.
 */
export function useFileUrl(url: string): string | undefined {
  const client = useApolloClient();
  const isSignedIn = useSyncExternalStore(subscribeTokens, signedIn, () => false);
  const key = isSignedIn ? keyOfFileUrl(url) : null;
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    // A link that cannot be had (offline, not allowed) leaves the plain address: a public file still shows.
    const show = (src: string | null) => {
      if (current) setLoaded({ url, src: src ?? url });
    };
    fileLink(client, key).then(show, () => show(null));
    return () => {
      current = false;
    };
  }, [client, key, url]);

  if (!key) return url;
  return loaded?.url === url ? loaded.src : undefined;
}
