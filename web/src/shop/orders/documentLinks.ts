/**
 * Downloading an order's documents (issue 27), for the teacher's order view and the back office alike: the order
 * confirmation, or a tax invoice or credit note by its id, each from a signed link asked for at the click (links work
 * for a few minutes and carry no token), saved as the PDF the server answers.
 */
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../gql';

export const OrderConfirmationLinkDocument = graphql(`
  query OrderConfirmationLink($orderId: ID!) {
    orderConfirmationLink(orderId: $orderId)
  }
`);

export const OrderDocumentLinksDocument = graphql(`
  query OrderDocumentLinks($orderId: ID!) {
    orderDocuments(orderId: $orderId) {
      id
      link
    }
  }
`);

/** Saves the PDF behind a signed link. */
function saveLink(link: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** What to download: the order confirmation, or one of the order's stored documents by id. */
export type DocumentChoice = { confirmation: true } | { documentId: string };

/**
 * `download(key, choice)` saves the document; `busy` is the key of the one being fetched. A failure (offline, the
 * link refused) is handed to `onError`.
 */
export function useDocumentDownload(orderId: string, onError: (error: unknown) => void) {
  const client = useApolloClient();
  const [busy, setBusy] = useState<string | null>(null);
  const linkOf = async (choice: DocumentChoice): Promise<string | undefined> => {
    if ('confirmation' in choice) {
      const { data } = await client.query({
        query: OrderConfirmationLinkDocument,
        variables: { orderId },
        fetchPolicy: 'network-only',
      });
      return data.orderConfirmationLink;
    }
    const { data } = await client.query({
      query: OrderDocumentLinksDocument,
      variables: { orderId },
      fetchPolicy: 'network-only',
    });
    return data.orderDocuments.find((document) => document.id === choice.documentId)?.link;
  };
  const download = async (key: string, choice: DocumentChoice) => {
    setBusy(key);
    try {
      const link = await linkOf(choice);
      if (!link) throw new Error('no link');
      saveLink(link);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
