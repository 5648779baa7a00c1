import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW_SIZE,
  fitToDisplays,
  loadWindowState,
  saveWindowState,
  stateOf,
  WINDOW_STATE_FILE,
} from './window-state';

const SCREEN = { x: 0, y: 0, width: 1920, height: 1040 };
const SECOND_SCREEN = { x: 1920, y: 0, width: 1280, height: 1000 };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ton-window-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('window state', () => {
  it('opens at the default size, centred, on a first start', async () => {
    expect(await loadWindowState(dir, [SCREEN])).toEqual({ ...DEFAULT_WINDOW_SIZE, isMaximized: false });
  });

  it('remembers bounds and maximised state across restarts', async () => {
    const window = {
      getNormalBounds: () => ({ x: 2000.4, y: 40, width: 1000, height: 700 }),
      isMaximized: () => true,
    };
    expect(await saveWindowState(dir, stateOf(window))).toBe(true);
    expect(await loadWindowState(dir, [SCREEN, SECOND_SCREEN])).toEqual({
      x: 2000,
      y: 40,
      width: 1000,
      height: 700,
      isMaximized: true,
    });
  });

  it('centres a window whose monitor is gone', async () => {
    await saveWindowState(dir, { x: 2000, y: 40, width: 1000, height: 700, isMaximized: false });
    expect(await loadWindowState(dir, [SCREEN])).toEqual({ width: 1000, height: 700, isMaximized: false });
  });

  it('shrinks a window larger than every monitor', () => {
    expect(fitToDisplays({ width: 5000, height: 3000, isMaximized: false }, [SCREEN])).toEqual({
      width: 1920,
      height: 1040,
      isMaximized: false,
    });
  });

  it.each([
    ['bad JSON', '{"width":'],
    ['a wrong type', JSON.stringify({ width: '1000', height: 700, isMaximized: false })],
    ['a tiny window', JSON.stringify({ width: 10, height: 10, isMaximized: false })],
  ])('falls back to the default on %s', async (_name, text) => {
    await writeFile(join(dir, WINDOW_STATE_FILE), text);
    expect(await loadWindowState(dir, [SCREEN])).toEqual({ ...DEFAULT_WINDOW_SIZE, isMaximized: false });
  });

  it('does not write an invalid state (e.g. a minimised window’s bounds)', async () => {
    expect(
      await saveWindowState(dir, { x: -32000, y: -32000, width: 160, height: 28, isMaximized: false }),
    ).toBe(false);
    await expect(readFile(join(dir, WINDOW_STATE_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
