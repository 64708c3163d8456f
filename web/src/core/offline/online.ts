// Whether the app can reach its server: the browser's online/offline events, corrected by what the app itself sees
// (a request that fails with a network error while the browser claims to be online marks the server unreachable
// until a health probe answers again).

const listeners = new Set<() => void>();
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let serverReachable = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const PROBE_INTERVAL_MS = 5_000;

function emit(): void {
  for (const listener of listeners) listener();
}

export function isOnline(): boolean {
  return browserOnline && serverReachable;
}

export function isBrowserOnline(): boolean {
  return browserOnline;
}

export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportServerUnreachable(): void {
  if (!serverReachable) return;
  serverReachable = false;
  emit();
  scheduleProbe();
}

export function reportServerReachable(): void {
  if (serverReachable) return;
  serverReachable = true;
  clearTimeout(probeTimer);
  emit();
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
}

async function probe(): Promise<void> {
  if (serverReachable) return;
  if (!browserOnline) return scheduleProbe();
  try {
    const response = await fetch('/healthz', { cache: 'no-store' });
    if (response.ok) return reportServerReachable();
  } catch {
    // still unreachable
  }
  scheduleProbe();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline = true;
    emit();
    if (!serverReachable) void probe();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    emit();
  });
}
