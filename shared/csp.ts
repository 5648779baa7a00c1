/**
 * The renderer's Content-Security-Policy per target — one definition for the page's meta tag (both
 * builds) and for the header main sends on every `app://` answer (Electron).
 *
 * - electron: no network from the renderer at all (`connect-src 'none'`, images only from the bundle):
 *   main does all HTTP.
 * - web: the in-page bridge fetches the indexer the user chose, which can be any http(s) host
 *   (`connect-src http: https:`); token images load only when the user clicks "Load image", so
 *   `img-src` allows https there too.
 */

/** Build targets. */
export type CspTarget = 'electron' | 'web';

const BASE = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy text for a target, as it goes into the page's meta tag. */
export function cspFor(target: CspTarget): string {
  const specific =
    target === 'web'
      ? ["img-src 'self' data: https:", 'connect-src http: https:']
      : ["img-src 'self' data:", "connect-src 'none'"];
  return [...BASE, ...specific].join('; ');
}

/**
 * The policy as an HTTP header: the meta-tag policy plus `frame-ancestors 'none'`, which browsers
 * honour only in a header (and reject, with a console error, in a meta tag).
 */
export function cspHeaderFor(target: CspTarget): string {
  return `${cspFor(target)}; frame-ancestors 'none'`;
}

/**
 * The TVM Worker's own policy (renderer/tvm-worker/worker.ts), sent as the response header of that one
 * script: a dedicated worker takes its policy from its script's response, not from the page. It adds
 * exactly one thing to the page's script rule — `'wasm-unsafe-eval'`, which compiling the emulator's
 * WebAssembly needs — and allows nothing else (no network, no eval, no nested workers). The page keeps
 * its policy, under which WebAssembly cannot be compiled.
 */
export function cspForTvmWorker(): string {
  return ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'"].join('; ');
}

/**
 * The web build's job worker's own policy (renderer/bridge/job-worker.ts), sent as that script's
 * response header: it fetches the indexer the user chose (`connect-src http: https:`, as the page's web
 * policy allows), loads its own chunks and starts the emulator's Worker (`worker-src 'self'`), and
 * nothing else — no WebAssembly, no eval.
 */
export function cspForJobWorker(): string {
  return ["default-src 'none'", "script-src 'self'", 'connect-src http: https:', "worker-src 'self'"].join(
    '; ',
  );
}
