/**
 * The bot check every public or support form shows (server/messaging/bot-check.ts, BOT_CHECK). The form calls
 * `useBotCheck()`, renders its `element` above Submit and, on submit, sends `await bot.token()` as `botToken`:
 * - no check (BOT_CHECK=off, the default): nothing is shown and the token is null at once;
 * - ALTCHA (self-hosted proof of work): the ALTCHA widget, bundled by Vite from the `altcha` package (no CDN), solves
 *   the server's challenge in web workers as soon as it shows; `token()` waits until it is solved. A challenge is
 *   accepted once, so after every submit the form calls `reset()` for a fresh one;
 * - recaptcha, hcaptcha, turnstile: no widget for them yet (they need the internet): the token stays null and the
 *   server refuses the form with its message.
 */
import { useQuery } from '@apollo/client';
import { Alert, Typography } from 'antd';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';

export const BotChallengeDocument = graphql(`
  query BotChallenge {
    botChallenge {
      provider
      challenge
      siteKey
    }
  }
`);

export interface BotCheckHandle {
  /** What the form renders (null when there is no check). */
  element: ReactNode;
  /** True while the check is not solved yet: Submit shows it is waiting. */
  pending: boolean;
  /** The token to send as botToken, once the check is solved (null when there is none). */
  token(): Promise<string | null>;
  /** A fresh challenge, after a submit used the last one up. */
  reset(): void;
}

type Waiter = (token: string | null) => void;

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

const widgetStringKeys = [
  'label',
  'loading',
  'verify',
  'verifying',
  'verified',
  'verificationRequired',
  'waitAlert',
  'error',
  'expired',
  'reload',
  'enterCode',
  'enterCodeAria',
  'getAudioChallenge',
  'ariaLinkLabel',
  'footer',
] as const;

let altchaLoading: Promise<unknown> | null = null;

/** Loads the widget's code once (its own chunk, only for forms where the check is on). */
function loadAltcha(): Promise<unknown> {
  altchaLoading ??= import('altcha');
  return altchaLoading;
}

/** The ALTCHA web component, in the page's language, solving its challenge as soon as it shows. */
function AltchaWidget({ challenge, onState }: { challenge: string; onState: (detail: AltchaStateDetail) => void }) {
  const { t, i18n } = useTranslation('botCheck');
  const language = i18n.language.startsWith('af') ? 'af' : 'en';
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setLoaded(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // The widget's texts come from the app's translations (its own registry, keyed by language).
  useEffect(() => {
    if (!loaded) return;
    const strings: Record<string, string> = {};
    for (const key of widgetStringKeys) strings[key] = t(`widget.${key}`);
    globalThis.$altcha.i18n.set(language, strings);
  }, [loaded, language, t]);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    const listener = (event: Event) => {
      if (event instanceof CustomEvent) onState(event.detail as AltchaStateDetail);
    };
    widget.addEventListener('statechange', listener);
    // The widget's checkbox is `required` while it works, so the browser's own validation would swallow a Submit
    // pressed meanwhile; the forms validate through antd, and the form's submit waits for the token instead.
    widget.closest('form')?.setAttribute('novalidate', '');
    return () => widget.removeEventListener('statechange', listener);
  }, [loaded, onState]);

  if (failed) return <Alert type="error" showIcon role="alert" title={t('unavailable')} />;
  if (!loaded) return <Typography.Text type="secondary">{t('widget.loading')}</Typography.Text>;
  return (
    <altcha-widget
      ref={ref}
      challenge={challenge}
      auto="onload"
      language={language}
      name="botToken"
      configuration={JSON.stringify({ hideFooter: true })}
    />
  );
}

export function useBotCheck(): BotCheckHandle {
  const { t } = useTranslation('botCheck');
  // Never cached: a challenge is used once, and a stored one would be stale.
  const { data, loading, error, refetch } = useQuery(BotChallengeDocument, { fetchPolicy: 'no-cache' });
  const [payload, setPayload] = useState<string | null>(null);
  const waiters = useRef<Waiter[]>([]);
  const payloadRef = useRef<string | null>(null);
  const altcha = data?.botChallenge?.provider === 'altcha' ? (data.botChallenge.challenge ?? null) : null;
  // Without a widget to solve (no check, another provider, or the server out of reach) the server decides.
  const needsSolving = altcha !== null || loading;

  const settle = useCallback((token: string | null) => {
    const waiting = waiters.current;
    waiters.current = [];
    for (const resolve of waiting) resolve(token);
  }, []);

  useEffect(() => {
    if (!needsSolving) settle(null);
  }, [needsSolving, settle]);

  const onState = useCallback(
    (detail: AltchaStateDetail) => {
      const token = detail.state === 'verified' && detail.payload ? detail.payload : null;
      payloadRef.current = token;
      setPayload(token);
      if (token) settle(token);
    },
    [settle],
  );

  const token = useCallback((): Promise<string | null> => {
    if (!needsSolving || error) return Promise.resolve(null);
    if (payloadRef.current) return Promise.resolve(payloadRef.current);
    return new Promise<string | null>((resolve) => waiters.current.push(resolve));
  }, [needsSolving, error]);

  const reset = useCallback(() => {
    payloadRef.current = null;
    setPayload(null);
    if (altcha !== null) void refetch();
  }, [altcha, refetch]);

  const element = useMemo(
    () =>
      altcha === null ? null : (
        <div role="group" aria-label={t('region')} style={{ marginBottom: 16 }}>
          {/* A new challenge is a new widget: it solves again as it shows. */}
          <AltchaWidget key={altcha} challenge={altcha} onState={onState} />
        </div>
      ),
    [altcha, onState, t],
  );

  return { element, pending: needsSolving && !error && payload === null, token, reset };
}
