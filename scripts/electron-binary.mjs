// Where the Electron executable is, for the scripts that launch the desktop app.
import { createRequire } from 'node:module';

/**
 * The Electron executable's path, or null where only the types-only package is installed
 * (ELECTRON_SKIP_BINARY_DOWNLOAD): the `electron` package exports the path, or throws without a binary.
 */
export function electronBinary() {
  try {
    return createRequire(import.meta.url)('electron');
  } catch {
    return null;
  }
}
