/**
 * What a person who opens a server address in the browser sees when it cannot be answered (a protected file link
 * opened signed out, an expired link): a small page in their language with a way on, instead of the JSON an API
 * client gets. Chosen only for GET requests that accept text/html.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../domain/html.ts';

export type RefusalKind = 'signIn' | 'expired' | 'forbidden' | 'notFound';

interface PageWords {
  title: string;
  text: string;
  action: string;
}

const words: Record<'en' | 'af', Record<RefusalKind, PageWords>> = {
  en: {
    signIn: {
      title: 'Sign in to open this file',
      text: 'This file is for signed-in users. Sign in, then open it again from your library or the page that linked to it.',
      action: 'Sign in',
    },
    expired: {
      title: 'This link has expired',
      text: 'File links work for a few minutes only. Sign in and open the file again from your library.',
      action: 'Sign in',
    },
    forbidden: {
      title: 'You cannot open this file',
      text: 'Your account does not have access to this file.',
      action: 'Go to Home',
    },
    notFound: { title: 'File not found', text: 'There is no file at this address.', action: 'Go to Home' },
  },
  af: {
    signIn: {
      title: 'Meld aan om hierdie lêer oop te maak',
      text: 'Hierdie lêer is vir aangemelde gebruikers. Meld aan en maak dit weer oop vanuit jou biblioteek of die bladsy wat daarna skakel.',
      action: 'Meld aan',
    },
    expired: {
      title: 'Hierdie skakel het verval',
      text: 'Lêerskakels werk net ’n paar minute. Meld aan en maak die lêer weer oop vanuit jou biblioteek.',
      action: 'Meld aan',
    },
    forbidden: {
      title: 'Jy kan nie hierdie lêer oopmaak nie',
      text: 'Jou rekening het nie toegang tot hierdie lêer nie.',
      action: 'Gaan na Tuis',
    },
    notFound: { title: 'Lêer nie gevind nie', text: 'Daar is geen lêer by hierdie adres nie.', action: 'Gaan na Tuis' },
  },
};

export function wantsHtmlPage(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/** Afrikaans when the browser prefers it to English, else English. */
export function pageLanguage(acceptLanguage: string | undefined): 'en' | 'af' {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())).find(Boolean);
      return { tag: tag.split('-')[0], q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag === 'af' || entry.tag === 'en')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag === 'af' ? 'af' : 'en';
}

export function refusalPage(kind: RefusalKind, language: 'en' | 'af', signInRedirect: string): string {
  const page = words[language][kind];
  const target = kind === 'signIn' || kind === 'expired' ? `/auth?redirect=${encodeURIComponent(signInRedirect)}` : '/';
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(page.title)} | ${language === 'af' ? 'Klaskamer' : 'Classroom'}</title>
    <style>
      body { margin: 0; padding: 0 16px; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif;
        background: #f6f8f7; color: rgba(0, 0, 0, 0.85); }
      main { max-width: 520px; margin: 64px auto; padding: 32px 24px; background: #fff; border-radius: 12px;
        box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08); text-align: center; }
      h1 { font-size: 24px; color: #1f6f5c; margin: 0 0 12px; }
      p { line-height: 1.6; margin: 0 0 24px; }
      a { display: inline-block; padding: 8px 20px; border-radius: 6px; background: #1f6f5c; color: #fff;
        text-decoration: none; font-weight: 600; }
      a:focus-visible { outline: 3px solid #4aa58d; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(page.title)}</h1>
      <p>${escapeHtml(page.text)}</p>
      <a href="${escapeHtml(target)}">${escapeHtml(page.action)}</a>
    </main>
  </body>
</html>
`;
}

export function sendRefusalPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  kind: RefusalKind,
  signInRedirect = '/app/purchased-resources',
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(refusalPage(kind, pageLanguage(req.headers['accept-language']), signInRedirect));
}
