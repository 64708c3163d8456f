/**
 * The security headers every answer carries (set before routing; a route may set its own stricter policy, as the
 * file route and the refusal pages do):
 * - Content-Security-Policy: scripts only from this origin (no inline script anywhere: the built pages load one
 *   module each), styles also inline (antd's CSS-in-JS writes <style> elements and style attributes at run time),
 *   images also data: and blob: (previews of a file being uploaded), workers also blob: (the ALTCHA bot check
 *   solves its challenge in workers made from blobs), video players of YouTube (no-cookie) and Vimeo in frames,
 *   connections to this origin and its WebSocket (subscriptions), forms posted here or to the card provider, and
 *   no framing of our pages by anyone;
 * - Referrer-Policy strict-origin-when-cross-origin (embedded YouTube players refuse to play without a referrer);
 * - Permissions-Policy: camera, microphone, geolocation, payment and other device features off;
 * - X-Content-Type-Options nosniff;
 * - Strict-Transport-Security only when the server is reached over HTTPS: PUBLIC_URL is https, or a trusted proxy
 *   (TRUST_PROXY) says X-Forwarded-Proto: https.
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';

export type HeaderSettings = Pick<Config, 'publicUrl' | 'trustProxy' | 'payfastProcessUrl'>;

const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Device features no page of ours uses: none may be asked for, by us or by a frame. */
const featuresOff = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

function originOf(address: string): string | null {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The WebSocket origin of PUBLIC_URL ('self' covers it in current browsers; Safari before 15.4 needs it named). */
function webSocketOrigin(publicUrl: string): string | null {
  const origin = originOf(publicUrl);
  return origin ? origin.replace(/^http/, 'ws') : null;
}

export function contentSecurityPolicy(settings: HeaderSettings): string {
  const listed = (...sources: (string | null)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self' data:"],
    ['connect-src', listed("'self'", webSocketOrigin(settings.publicUrl))],
    ['worker-src', "'self' blob:"],
    ['frame-src', videoPlayers.join(' ')],
    ['form-action', listed("'self'", originOf(settings.payfastProcessUrl))],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['manifest-src', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Whether this request reached us over HTTPS, as far as we may know it. */
export function viaHttps(req: IncomingMessage, settings: HeaderSettings): boolean {
  if (settings.publicUrl.startsWith('https:')) return true;
  if (settings.trustProxy === 0) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  // The proxy next to us speaks last.
  return hops.at(-1)?.trim().toLowerCase() === 'https';
}

/** The headers for every answer, computed once but HSTS, which depends on the request. */
export function securityHeaders(settings: HeaderSettings): (req: IncomingMessage) => Record<string, string> {
  const always = {
    'content-security-policy': contentSecurityPolicy(settings),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': featuresOff.map((feature) => `${feature}=()`).join(', '),
    'x-content-type-options': 'nosniff',
  };
  // A year, this host only: other hosts of the school's domain may not be on HTTPS.
  const hsts = { 'strict-transport-security': 'max-age=31536000' };
  return (req) => (viaHttps(req, settings) ? { ...always, ...hsts } : always);
}
