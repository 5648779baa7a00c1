/**
 * Build plugin: Node built-ins that bundled packages import only on their Node path resolve to an empty
 * module in the renderer builds. The emulator's emscripten glue (@ton/sandbox) requires `fs` and
 * `crypto` only when it runs under Node, and ton-assembly reads `node:fs` only to load its stack
 * signatures from disk; in a page or a Worker neither path runs. Vite would otherwise externalise them
 * with a warning on every build, which a newcomer running `npm start` reads as an error.
 */
const NODE_ONLY = /^(node:)?(fs|crypto|path)$/;
const FROM_PACKAGES = /node_modules[\\/](@ton[\\/]sandbox|ton-assembly)[\\/]/;
const STUB_ID = '\0node-only-stub';

/** The plugin, for the page build and the Worker builds. */
export function nodeOnlyStub() {
  return {
    name: 'ton-index-node-only-stub',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      return NODE_ONLY.test(source) && importer && FROM_PACKAGES.test(importer) ? STUB_ID : null;
    },
    load(id: string) {
      return id === STUB_ID ? 'export default {};' : null;
    },
  };
}
