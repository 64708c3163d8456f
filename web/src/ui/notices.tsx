import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import { useDeferredPart, useWhenIdle } from './deferredPart';

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

/** antd's notification and message code (about 11 KB gzipped): not on the first screen. */
const importHost = () => import('./NoticesHost');

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
  const host = useDeferredPart(importHost);
  const [queue] = useState(() => new NoticeQueue(host.load));
  const value = useMemo<Notices>(
    () => ({
      notification: facade(notificationKinds, (kind, args) =>
        queue.run((loaded) => (loaded.notification[kind] as (...args: unknown[]) => void)(...args)),
      ),
      prepare: host.load,
      message: facade(messageKinds, (kind, args) =>
        queue.run((loaded) => void (loaded.message[kind] as (...args: unknown[]) => unknown)(...args)),
      ),
    }),
    [queue, host.load],
  );

  return (
    <NoticesContext.Provider value={value}>
      {children}
      {host.render({ onReady: queue.ready })}
    </NoticesContext.Provider>
  );
}

/**
 * Fetches antd's notice code once the page is idle after the screen that calls this has been shown (the frame, with
 * its first page): the offline snackbar must show when the connection goes, and the file may not be cached yet then.
 * Not earlier: on a slow phone the first screen's own files come first.
 */
export function usePreparedNotices(): void {
  useWhenIdle(useNotices().prepare);
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider');
  return notices;
}
