/**
 * The renderer's Content-Security-Policy per build target, written into index.html's meta tag by
 * {@link cspHtmlPlugin} (vite.config.ts for web, electron.vite.config.ts for Electron).
 *
 * - electron: no network from the renderer at all (`connect-src 'none'`, images only from the bundle):
 *   main does all HTTP.
 * - web: the in-page bridge fetches the indexer the user chose, which can be any http(s) host
 *   (`connect-src http: https:`); token images load only when the user clicks "Load image", so
 *   `img-src` allows https there too.
 *
 * `frame-ancestors` is not here: browsers ignore it in a meta tag (and log an error saying so). It only
 * works as an HTTP header, which the Electron `app://` protocol handler should send with this policy
 * plus `frame-ancestors 'none'`.
 */

/** Build targets. */
export type CspTarget = 'electron' | 'web';

const BASE = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy text for a target. */
export function cspFor(target: CspTarget): string {
  const specific = target === 'web' ? ["img-src 'self' data: https:", 'connect-src http: https:'] : ["img-src 'self' data:", "connect-src 'none'"];
  return [...BASE, ...specific].join('; ');
}

const META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*"\s*\/?>/i;

/**
 * A Vite plugin that sets the CSP meta tag of index.html for `target`. Fails the build when the tag is
 * missing, so a page can never ship without a policy. Typed structurally so the renderer does not
 * depend on Vite's types.
 */
export function cspHtmlPlugin(target: CspTarget) {
  return {
    name: `ton-index-csp-${target}`,
    transformIndexHtml: {
      order: 'pre' as const,
      handler(html: string): string {
        if (!META.test(html)) throw new Error('renderer/index.html has no Content-Security-Policy meta tag to fill.');
        return html.replace(META, `<meta http-equiv="Content-Security-Policy" content="${cspFor(target)}" />`);
      },
    },
  };
}
