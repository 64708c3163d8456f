import type { ComponentType, ReactNode } from 'react';
import { Component, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../core/idle';

/** A part whose file failed to load renders nothing and tells its owner, which may load it again. */
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
 * its file is fetched when first wanted (`load`), and `render` shows it once there. A load that failed (offline
 * before the file was fetched or cached) renders nothing, and the next `load` tries again: the page never breaks
 * for a part it did not need yet, and `onFailed` is told (what waited for the part can give up). `importPart` must be
 * the same function on every render (a module constant).
 */
export function useDeferredPart<Props extends object>(
  importPart: () => Promise<{ default: ComponentType<Props> }>,
  onFailed?: () => void,
) {
  const [part, setPart] = useState<{ Part: ComponentType<Props> } | null>(null);
  const load = useCallback(() => setPart((loaded) => loaded ?? { Part: lazy(importPart) }), [importPart]);
  const render = (props: Props): ReactNode =>
    part && (
      <PartBoundary
        onError={() => {
          setPart(null);
          onFailed?.();
        }}
      >
        <Suspense fallback={null}>
          <part.Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  return { load, render };
}

/**
 * Calls `callback` once the page is idle after the component that calls this has been shown (the frame with its
 * first page): what is fetched then is not in the way of the first screen's own files on a slow phone.
 */
export function useWhenIdle(callback: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(callback);
  }, [callback, enabled]);
}
