/**
 * Addresses a browser can load a stored file by without sending headers (a new tab, an <img>). Private files get
 * a link signed for the signed-in user that works for a few minutes and for that file alone (GraphQL
 * `fileLinks`); the access token never goes into an address, where logs and history would keep it.
 */
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useNotices } from '../notices';

const FileLinksDocument = graphql(`
  query FileLinks($keys: [String!]!) {
    fileLinks(keys: $keys) {
      key
      url
      expiresAt
    }
  }
`);

type Client = ApolloClient<unknown>;

interface Link {
  url: string | null;
  expiresAt: number | null;
}

/** A link is handed out again while it has this long left: enough for an image or a download to start. */
const reuseMargin = 60_000;
const links = new Map<string, Link>();
let batch: { keys: Set<string>; done: Promise<void> } | null = null;

function usable(link: Link | undefined): link is Link {
  return link !== undefined && (link.expiresAt === null || link.expiresAt - reuseMargin > Date.now());
}

async function fetchLinks(client: Client, keys: Set<string>): Promise<void> {
  const { data } = await client.query({
    query: FileLinksDocument,
    variables: { keys: [...keys] },
    fetchPolicy: 'no-cache',
  });
  for (const link of data.fileLinks) links.set(link.key, { url: link.url ?? null, expiresAt: link.expiresAt ?? null });
}

/**
 * The address to load a stored file by; null when the user may not read it. Keys asked for in the same moment
 * (the images of a document as it renders) go to the server in one query.
 */
export function fileLink(client: Client, key: string): Promise<string | null> {
  const known = links.get(key);
  if (usable(known)) return Promise.resolve(known.url);
  if (!batch) {
    const keys = new Set<string>();
    const done = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      batch = null;
      return fetchLinks(client, keys);
    });
    batch = { keys, done };
  }
  batch.keys.add(key);
  return batch.done.then(() => links.get(key)?.url ?? null);
}

/**
 * Downloads a stored file at its signed address. Files other than public images are served as attachments, so a
 * link with `download` in this page saves it and leaves no empty tab behind (a new tab would stay blank).
 */
export function useDownloadFile(): (key: string) => void {
  const client = useApolloClient();
  const { message } = useNotices();
  const { t } = useTranslation();
  return useCallback(
    (key: string) => {
      const fail = () => message.error(t('errors.fileNotOpened'));
      fileLink(client, key).then((url) => {
        if (!url) return fail();
        const anchor = document.createElement('a');
        anchor.href = url;
        anchor.download = '';
        document.body.append(anchor);
        anchor.click();
        anchor.remove();
      }, fail);
    },
    [client, message, t],
  );
}
