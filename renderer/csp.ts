/**
 * Writes the renderer's Content-Security-Policy (shared/csp.ts) into index.html's meta tag at build
 * time: vite.config.ts for web, electron.vite.config.ts for Electron.
 */

import { cspFor, type CspTarget } from '../shared/csp.ts';

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
