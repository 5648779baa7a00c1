/**
 * Writes the renderer's Content-Security-Policy (shared/csp.ts) into index.html's meta tag at build
 * time: vite.config.ts for web, electron.vite.config.ts for Electron.
 */

import { cspFor, cspForJobWorker, cspForTvmWorker, type CspTarget } from '../shared/csp.ts';

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
        if (!META.test(html))
          throw new Error('renderer/index.html has no Content-Security-Policy meta tag to fill.');
        return html.replace(
          META,
          `<meta http-equiv="Content-Security-Policy" content="${cspFor(target)}" />`,
        );
      },
    },
  };
}

/** The built TVM Worker's file name (vite.config.ts names it so); in dev Vite serves the source. */
export const TVM_WORKER_FILE = /\/assets\/tvm-worker-[\w-]+\.js$|\/tvm-worker\/worker\.ts$/;

/** The built job worker's file name; in dev Vite serves the source. */
export const JOB_WORKER_FILE = /\/assets\/job-worker-[\w-]+\.js$|\/bridge\/job-worker\.ts$/;

/** The minimal shape of a connect-style server this plugin needs (Vite's dev and preview servers). */
interface MiddlewareHost {
  middlewares: {
    use(
      handler: (
        req: { url?: string },
        res: { setHeader(name: string, value: string): void },
        next: () => void,
      ) => void,
    ): void;
  };
}

/**
 * A Vite plugin that sends the TVM Worker's policy (shared/csp.ts `cspForTvmWorker`) and the job
 * worker's (`cspForJobWorker`) as the headers of those two scripts, in `vite preview` (what
 * `npm run web` and the e2e tests serve) and `vite dev`. No other response gets them: the page's own
 * policy stays in its meta tag.
 */
export function tvmWorkerCspPlugin() {
  // Returns nothing: a function returned from these hooks would be taken for a post hook.
  const install = (server: MiddlewareHost): void => {
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (TVM_WORKER_FILE.test(path)) res.setHeader('Content-Security-Policy', cspForTvmWorker());
      else if (JOB_WORKER_FILE.test(path)) res.setHeader('Content-Security-Policy', cspForJobWorker());
      next();
    });
  };
  return {
    name: 'ton-index-tvm-worker-csp',
    configureServer: install,
    configurePreviewServer: install,
  };
}

/**
 * Worker-build plugin: @ton/sandbox's Executor also requires its step-debugger build (1.3 MB more),
 * used only by `Executor.create({ debug: true })`, which the app never calls; the Worker gets an
 * empty module in its place.
 */
export function sandboxDebuggerStub() {
  const DEBUGGER = /emulator-emscripten\.debugger(\.bpatch\.gzip)?\.js$/;
  return {
    name: 'ton-index-sandbox-debugger-stub',
    enforce: 'pre' as const,
    resolveId(source: string) {
      return DEBUGGER.test(source) ? '\0sandbox-debugger-stub' : null;
    },
    load(id: string) {
      return id === '\0sandbox-debugger-stub' ? 'export default {};' : null;
    },
  };
}
