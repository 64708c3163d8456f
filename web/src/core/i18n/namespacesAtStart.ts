/**
 * The namespaces of texts every page of the app has before its first render: the common texts, the site's and the
 * server's messages. Any other namespace is loaded by the modules that read it, before they run (web/i18nNamespaces.ts).
 */
export const namespacesAtStart: readonly string[] = ['translation', 'site', 'messages'];
