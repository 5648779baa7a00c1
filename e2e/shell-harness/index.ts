/**
 * The e2e shell harness: `installShellHarness(page, { userDataDir, indexerUrl })` gives a Playwright page
 * the desktop app's bridge (real settings store, lookup log, save path, ipc registry and preload API)
 * without Electron.
 */
export { installShellHarness, INVOKE_BINDING } from './shell-harness';
export type {
  ShellHarness,
  ShellHarnessOptions,
  BridgeReply,
  PushedEvent,
  SaveDialogShown,
} from './shell-harness';
export { preloadApiBundle, PRELOAD_BUNDLE_CACHE } from './preload-bundle';
