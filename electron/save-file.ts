/**
 * `saveFile` in the desktop app: the native save dialog, attached to the app window, opening in the
 * Downloads folder with the suggested name and a filter for the format; then an atomic write (temp file,
 * fsync, rename), so a crash or a full disk never leaves half an export under the chosen name. The
 * renderer proposes a plain name only (the bridge API refuses paths); the user picks the folder.
 */
import { join } from 'node:path';
import type { BrowserWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { BridgeArg, BridgeValue } from '../shared/bridge/api/bridge-api';
import { savedFileData, type SaveFileFormat } from '../shared/bridge/api/system-api';
import { AppError, errorText } from '../shared/errors';
import { writeFailureClause, writeFileAtomic } from './atomic-write';

/** The dialog filter per format; "All files" last so another extension is still possible. */
export const SAVE_FILTERS: Record<SaveFileFormat, SaveDialogOptions['filters']> = {
  csv: [
    { name: 'CSV (comma-separated values)', extensions: ['csv'] },
    { name: 'All files', extensions: ['*'] },
  ],
  json: [
    { name: 'JSON', extensions: ['json'] },
    { name: 'All files', extensions: ['*'] },
  ],
  tsv: [
    { name: 'Tab-separated text', extensions: ['tsv', 'txt'] },
    { name: 'All files', extensions: ['*'] },
  ],
  svg: [
    { name: 'SVG image', extensions: ['svg'] },
    { name: 'All files', extensions: ['*'] },
  ],
  png: [
    { name: 'PNG image', extensions: ['png'] },
    { name: 'All files', extensions: ['*'] },
  ],
};

/** What {@link createSaveFile} needs from Electron and the disk; injectable for tests. */
export interface SaveFileDeps {
  /** Electron's `dialog.showSaveDialog` (the window-attached overload). */
  showSaveDialog: (window: BrowserWindow, options: SaveDialogOptions) => Promise<SaveDialogReturnValue>;
  /** The app window the dialog belongs to; without one, no dialog is shown. */
  getWindow: () => BrowserWindow | undefined;
  /** `app.getPath('downloads')`. */
  downloadsDir: () => string;
  /** Defaults to {@link writeFileAtomic}. */
  write?: (path: string, content: string | readonly string[] | Uint8Array) => Promise<void>;
}

/** Builds the `saveFile` bridge dependency. */
export function createSaveFile(deps: SaveFileDeps) {
  // Exports are the user's own documents: readable like any file they save (umask applies).
  const write =
    deps.write ??
    ((path: string, content: string | readonly string[] | Uint8Array) =>
      writeFileAtomic(path, content, { mode: 0o644 }));
  return async ({
    suggestedName,
    content,
    format,
  }: BridgeArg<'saveFile'>): Promise<BridgeValue<'saveFile'>> => {
    const window = deps.getWindow();
    if (!window) {
      throw new AppError({
        kind: 'unexpected',
        message: 'There is no app window to show the save dialog in.',
      });
    }
    const choice = await deps.showSaveDialog(window, {
      title: 'Save export',
      defaultPath: join(deps.downloadsDir(), suggestedName),
      filters: SAVE_FILTERS[format],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    });
    if (choice.canceled || !choice.filePath) return { saved: false };
    try {
      await write(choice.filePath, savedFileData({ content, format }));
    } catch (error) {
      throw new AppError({
        kind: 'unexpected',
        message: `The file could not be saved to ${choice.filePath}${writeFailureClause(error)}; nothing was written.`,
        detail: errorText(error),
      });
    }
    return { saved: true, location: choice.filePath };
  };
}
