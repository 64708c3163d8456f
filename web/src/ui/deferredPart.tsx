import type { ComponentType, ReactNode } from 'react';
import { Component, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { whenIdle } from '../core/idle';

/** A part that failed to render renders nothing and tells its owner, which may load it again. */
class PartBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
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

/**
 * A part of the signed-in frame that is not on the first screen (antd's notices, the narrow screens' menu drawer):
 * its file is fetched when first wanted (`load`), and `render` shows it once there (`fallback` until then). The
 * fallback stays mounted until the part replaces it in one commit (no suspense in between), so a stand-in that has
 * the focus keeps it until then. A load that failed (offline before the file was fetched or cached) renders the
 * fallback, and the next `load` tries again: the page never breaks for a part it did not need yet, and `onFailed` is
 * told (what waited for the part can give up). `importPart` must be the same function on every render (a module
 * constant).
 */
export function useDeferredPart<Props extends object>(
  importPart: () => Promise<{ default: ComponentType<Props> }>,
  onFailed?: () => void,
) {
  const [part, setPart] = useState<{ Part: ComponentType<Props> } | null>(null);
  const loading = useRef(false);
  const failed = useRef(onFailed);
  useLayoutEffect(() => {
    failed.current = onFailed;
  });
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    importPart().then(
      (module) => setPart({ Part: module.default }),
      () => {
        loading.current = false;
        failed.current?.();
      },
    );
  }, [importPart]);
  const render = (props: Props, fallback: ReactNode = null): ReactNode =>
    part ? (
      <PartBoundary
        onError={() => {
          loading.current = false;
          setPart(null);
          onFailed?.();
        }}
      >
        <part.Part {...props} />
      </PartBoundary>
    ) : (
      fallback
    );
  return { load, render };
}

/** How many screens are still waiting for what their first screen shows (useFirstScreenWait). */
let screensWaiting = 0;
const resumeWhenShown = new Set<() => void>();

/**
 * Holds the deferred parts (useWhenIdle: antd's notices, pickers) while `waiting`: a screen whose first screen comes
 * from the network (an admin table) is idle while its data is on the way, and a part fetched then would share the
 * slow phone's connection with that data. Registered in a layout effect, so that a screen shown in the same render
 * as the frame holds the frame's parts too. A part still loads when it is first used.
 */
export function useFirstScreenWait(waiting: boolean): void {
  useLayoutEffect(() => {
    if (!waiting) return;
    screensWaiting += 1;
    return () => {
      screensWaiting -= 1;
      if (screensWaiting === 0) for (const resume of [...resumeWhenShown]) resume();
    };
  }, [waiting]);
}

/** Runs `callback` once no screen waits for its first screen; answers the way to cancel it. */
function afterFirstScreens(callback: () => void): () => void {
  if (screensWaiting === 0) {
    callback();
    return () => undefined;
  }
  const resume = () => {
    resumeWhenShown.delete(resume);
    callback();
  };
  resumeWhenShown.add(resume);
  return () => resumeWhenShown.delete(resume);
}

/**
 * Calls `callback` once the page is idle after the component that calls this has been shown (the frame with its
 * first page) and no screen waits for its data (useFirstScreenWait): what is fetched then is not in the way of the
 * first screen's own files and data on a slow phone.
 */
export function useWhenIdle(callback: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelIdle: (() => void) | undefined;
    const cancelWait = afterFirstScreens(() => {
      cancelIdle = whenIdle(callback);
    });
    return () => {
      cancelWait();
      cancelIdle?.();
    };
  }, [callback, enabled]);
}
