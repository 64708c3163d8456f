import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ComponentType, ReactNode } from 'react';
import { Component, createContext, lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';

/** What the app calls of antd's notification and message APIs: shown, never awaited. */
type Calls<Api, Name extends keyof Api> = {
  [K in Name]: Api[K] extends (...args: infer Args) => unknown ? (...args: Args) => void : never;
};
type NoticeKind = 'open' | 'success' | 'info' | 'warning' | 'error' | 'destroy';
export type NotificationApi = Calls<NotificationInstance, NoticeKind>;
export type MessageApi = Calls<MessageInstance, NoticeKind | 'loading'>;

export interface Notices {
  notification: NotificationApi;
  message: MessageApi;
  /** Fetches antd's part now, before any notice (usePreparedNotices). */
  prepare(): void;
}

/** antd's own instances, once the host has them. */
export interface NoticeInstances {
  notification: NotificationInstance;
  message: MessageInstance;
}

type Call = (instances: NoticeInstances) => void;

const NoticesContext = createContext<Notices | null>(null);

type Host = ComponentType<{ onReady: (instances: NoticeInstances | null) => void }>;

/** antd's notification and message code (about 11 KB gzipped): not on the first screen. */
const loadHost = (): { Host: Host } => ({ Host: lazy(() => import('./NoticesHost')) });

/** The notices asked for before antd's part is there, shown in order once it is. */
export class NoticeQueue {
  private instances: NoticeInstances | null = null;
  private readonly waiting: Call[] = [];

  constructor(private readonly want: () => void) {}

  run(call: Call): void {
    if (this.instances) call(this.instances);
    else {
      this.waiting.push(call);
      this.want();
    }
  }

  readonly ready = (instances: NoticeInstances | null): void => {
    this.instances = instances;
    if (instances) for (const call of this.waiting.splice(0)) call(instances);
  };
}

/** A host that failed to load (offline before it was ever fetched) renders nothing; the next notice tries again. */
class HostBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const notificationKinds = ['open', 'success', 'info', 'warning', 'error', 'destroy'] as const;
const messageKinds = [...notificationKinds, 'loading'] as const;

function facade<Kind extends string>(
  kinds: readonly Kind[],
  call: (kind: Kind, args: unknown[]) => void,
): Record<Kind, (...args: unknown[]) => void> {
  return Object.fromEntries(kinds.map((kind) => [kind, (...args: unknown[]) => call(kind, args)])) as Record<
    Kind,
    (...args: unknown[]) => void
  >;
}

/**
 * Snackbars and toasts that follow the theme and language (antd's hook APIs, rendered here: lighter than antd's
 * <App>, which would also put the Modal code in the first download). The API is there from the first render; antd's part
 * loads at the first notice or once the page is idle after its first screen (usePreparedNotices), and calls made
 * before it has are shown, in order, as soon as it has.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<{ Host: Host } | null>(null);
  const [queue] = useState(() => new NoticeQueue(() => setHost((loading) => loading ?? loadHost())));
  const value = useMemo<Notices>(
    () => ({
      notification: facade(notificationKinds, (kind, args) =>
        queue.run((loaded) => (loaded.notification[kind] as (...args: unknown[]) => void)(...args)),
      ),
      prepare: () => setHost((loading) => loading ?? loadHost()),
      message: facade(messageKinds, (kind, args) =>
        queue.run((loaded) => void (loaded.message[kind] as (...args: unknown[]) => unknown)(...args)),
      ),
    }),
    [queue],
  );

  return (
    <NoticesContext.Provider value={value}>
      {children}
      {host && (
        <HostBoundary onError={() => setHost(null)}>
          <Suspense fallback={null}>
            <host.Host onReady={queue.ready} />
          </Suspense>
        </HostBoundary>
      )}
    </NoticesContext.Provider>
  );
}

/**
 * Fetches antd's notice code once the page is idle after the screen that calls this has been shown (the frame, with
 * its first page): the offline snackbar must show when the connection goes, and the file may not be cached yet then.
 * Not earlier: on a slow phone the first screen's own files come first.
 */
export function usePreparedNotices(): void {
  const { prepare } = useNotices();
  useEffect(() => {
    const idle = requestIdleCallback(prepare);
    return () => cancelIdleCallback(idle);
  }, [prepare]);
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider');
  return notices;
}
