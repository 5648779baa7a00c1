/**
 * The main window's size and position, remembered across starts in `window-state.json` (user-data
 * folder). The file is validated on load; a damaged file or a position on a monitor that is no longer
 * attached falls back to a centred default, so the window never opens off-screen.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AtomicWriteFs } from './atomic-write';
import { writeJsonFile } from './json-file';

/** File name inside the user-data folder. */
export const WINDOW_STATE_FILE = 'window-state.json';

/** Smallest window the layout works in. */
export const MIN_WINDOW_SIZE = { width: 800, height: 560 } as const;
/** Size of a first start. */
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 820 } as const;

const coordinate = z.number().int().min(-100_000).max(100_000);

/** What is remembered. Without x/y the window is centred. */
export const windowStateSchema = z.object({
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: z.number().int().min(MIN_WINDOW_SIZE.width).max(100_000),
  height: z.number().int().min(MIN_WINDOW_SIZE.height).max(100_000),
  isMaximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** A monitor's usable area (Electron's `Display.workArea`). */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The state of a first start. */
export function defaultWindowState(): WindowState {
  return { ...DEFAULT_WINDOW_SIZE, isMaximized: false };
}

/**
 * Keeps a remembered state usable on today's monitors: the size shrinks to the largest work area,
 * and a position whose title bar would be on no monitor is dropped (the window is then centred).
 */
export function fitToDisplays(state: WindowState, workAreas: readonly Rectangle[]): WindowState {
  if (workAreas.length === 0) return state;
  const maxWidth = Math.max(...workAreas.map((a) => a.width));
  const maxHeight = Math.max(...workAreas.map((a) => a.height));
  const width = Math.max(Math.min(state.width, maxWidth), Math.min(MIN_WINDOW_SIZE.width, maxWidth));
  const height = Math.max(Math.min(state.height, maxHeight), Math.min(MIN_WINDOW_SIZE.height, maxHeight));
  const fitted: WindowState = { width, height, isMaximized: state.isMaximized };
  if (state.x === undefined || state.y === undefined) return fitted;
  const { x, y } = state;
  // The top strip (title bar) must be reachable with the mouse, at least 100 × 40 px of it.
  const reachable = workAreas.some(
    (a) => x + width - 100 >= a.x && x + 100 <= a.x + a.width && y >= a.y && y + 40 <= a.y + a.height,
  );
  return reachable ? { ...fitted, x, y } : fitted;
}

/** Reads the remembered state; missing or damaged → defaults (nothing in it is worth keeping aside). */
export async function loadWindowState(dir: string, workAreas: readonly Rectangle[]): Promise<WindowState> {
  try {
    const parsed = windowStateSchema.safeParse(
      JSON.parse(await readFile(join(dir, WINDOW_STATE_FILE), 'utf8')),
    );
    return fitToDisplays(parsed.success ? parsed.data : defaultWindowState(), workAreas);
  } catch {
    return fitToDisplays(defaultWindowState(), workAreas);
  }
}

/** Writes the state atomically. Invalid states (a minimised window's odd bounds) are not written. */
export async function saveWindowState(
  dir: string,
  state: WindowState,
  options: { fs?: AtomicWriteFs } = {},
): Promise<boolean> {
  const parsed = windowStateSchema.safeParse(state);
  if (!parsed.success) return false;
  await writeJsonFile(join(dir, WINDOW_STATE_FILE), parsed.data, options);
  return true;
}

/** The part of a BrowserWindow whose state is remembered. */
export interface StatefulWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
}

/** The state to remember for a window (its normal bounds even while maximised). */
export function stateOf(window: StatefulWindow): WindowState {
  const bounds = window.getNormalBounds();
  return {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.round(bounds.width),
    height: Math.round(bounds.height),
    isMaximized: window.isMaximized(),
  };
}
