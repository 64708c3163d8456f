export const APP_VERSION = 'v2.2.08';

/** The product's version label (000 section 1). */
export function VersionLabel() {
  return <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>{APP_VERSION}</span>;
}
