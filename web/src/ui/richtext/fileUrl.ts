import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { AppDataContext } from '../../core/appData';
import { getTokens, subscribeTokens } from '../../core/auth/tokens';
import { keyOfFileUrl } from '../upload/fileKeys';

const signedIn = () => getTokens() !== null;

/**
 * The address an <img> can load. A stored file (`/files/…`) seen by a signed-in user may be private (a teacher's
 * editor images): its signed link is fetched, together with the document's other images. Undefined while it is
 * on its way; other addresses, and everything for visitors (who can only see public files), as they are. The
 * link's code loads with the first private file, so a visitor's light pages show rich text without the app's.
 */
export function useFileUrl(url: string): string | undefined {
  const client = useContext(AppDataContext)?.client ?? null;
  const isSignedIn = useSyncExternalStore(subscribeTokens, signedIn, () => false);
  const key = isSignedIn && client ? keyOfFileUrl(url) : null;
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);

  useEffect(() => {
    if (!key || !client) return;
    let current = true;
    // A link that cannot be had (offline, not allowed) leaves the plain address: a public file still shows.
    const show = (src: string | null) => {
      if (current) setLoaded({ url, src: src ?? url });
    };
    import('../upload/fileLinks').then(({ fileLink }) => fileLink(client, key)).then(show, () => show(null));
    return () => {
      current = false;
    };
  }, [client, key, url]);

  if (!key) return url;
  return loaded?.url === url ? loaded.src : undefined;
}
