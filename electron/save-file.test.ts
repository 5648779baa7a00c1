/**
 * The desktop save: the dialog belongs to the app window and opens in Downloads with the suggested name
 * and the format's filter; cancel writes nothing; the write is atomic and a failure says where and why.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SaveDialogOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import { createSaveFile, SAVE_FILTERS } from './save-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'save-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const appWindow = { title: 'the app window' } as never;

function saver(answer: string | null, window: unknown = appWindow) {
  // `null` stands for "no window".
  const shown: { window: unknown; options: SaveDialogOptions }[] = [];
  const save = createSaveFile({
    getWindow: () => (window ?? undefined) as never,
    downloadsDir: () => '/Users/analyst/Downloads',
    showSaveDialog: async (w, options) => {
      shown.push({ window: w, options });
      return answer === null ? { canceled: true, filePath: '' } : { canceled: false, filePath: answer };
    },
  });
  return { save, shown };
}

describe('saveFile (Electron)', () => {
  it('writes the chosen file whole, replacing an older one, with no temp file left', async () => {
    const target = join(dir, 'export.json');
    const { save, shown } = saver(target);
    expect(await save({ suggestedName: 'old.json', content: '{"old":true}', format: 'json' })).toEqual({
      saved: true,
      location: target,
    });
    const content = JSON.stringify({ accounts: Array.from({ length: 10_000 }, (_, i) => ({ i })) });
    expect(await save({ suggestedName: 'lookup.json', content, format: 'json' })).toEqual({
      saved: true,
      location: target,
    });
    expect(await readFile(target, 'utf8')).toBe(content);
    expect(await readdir(dir)).toEqual(['export.json']);
    expect(shown[1]).toEqual({
      window: appWindow,
      options: expect.objectContaining({
        defaultPath: join('/Users/analyst/Downloads', 'lookup.json'),
        filters: SAVE_FILTERS.json,
      }),
    });
  });

  it('offers the filter of each format', () => {
    expect(SAVE_FILTERS.csv?.[0]?.extensions).toEqual(['csv']);
    expect(SAVE_FILTERS.json?.[0]?.extensions).toEqual(['json']);
    expect(SAVE_FILTERS.tsv?.[0]?.extensions).toEqual(['tsv', 'txt']);
    expect(SAVE_FILTERS.svg?.[0]?.extensions).toEqual(['svg']);
    expect(SAVE_FILTERS.png?.[0]?.extensions).toEqual(['png']);
  });

  it('writes a PNG as the bytes its Base64 content encodes, and an SVG as its text', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    const target = join(dir, 'chart.png');
    const { save, shown } = saver(target);
    await save({ suggestedName: 'chart.png', content: Buffer.from(png).toString('base64'), format: 'png' });
    expect(new Uint8Array(await readFile(target))).toEqual(png);
    expect(shown[0]?.options.filters).toBe(SAVE_FILTERS.png);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Kinds — 3 wallets</title></svg>';
    await save({ suggestedName: 'chart.svg', content: svg, format: 'svg' });
    expect(await readFile(target, 'utf8')).toBe(svg);
  });

  it('answers saved: false on cancel and writes nothing', async () => {
    const { save } = saver(null);
    expect(await save({ suggestedName: 'a.csv', content: 'x', format: 'csv' })).toEqual({ saved: false });
    expect(await readdir(dir)).toEqual([]);
  });

  it('says where a write failed, and leaves nothing behind', async () => {
    const notAFolder = join(dir, 'file.txt');
    await writeFile(notAFolder, 'kept');
    const target = join(notAFolder, 'export.csv');
    const { save } = saver(target);
    const error = await save({ suggestedName: 'a.csv', content: 'new', format: 'csv' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      `The file could not be saved to ${target}; nothing was written.`,
    );
    expect((error as AppError).info.detail).toMatch(/ENOTDIR|EEXIST/);
    expect(await readdir(dir)).toEqual(['file.txt']);
    expect(await readFile(notAFolder, 'utf8')).toBe('kept');
  });

  it('names a full disk or a missing permission in the message', async () => {
    for (const [code, reason] of [
      ['ENOSPC', 'the disk is full'],
      ['EACCES', 'no permission to write there'],
    ]) {
      const save = createSaveFile({
        getWindow: () => appWindow,
        downloadsDir: () => dir,
        showSaveDialog: async () => ({ canceled: false, filePath: '/media/usb/a.csv' }),
        write: async () => {
          throw Object.assign(new Error(`${code}: failed`), { code });
        },
      });
      await expect(save({ suggestedName: 'a.csv', content: 'x', format: 'csv' })).rejects.toThrow(
        `The file could not be saved to /media/usb/a.csv (${reason}); nothing was written.`,
      );
    }
  });

  it('refuses without an app window, showing no dialog', async () => {
    const { save, shown } = saver(join(dir, 'x.csv'), null);
    await expect(save({ suggestedName: 'x.csv', content: 'x', format: 'csv' })).rejects.toThrow(
      /no app window/,
    );
    expect(shown).toEqual([]);
  });
});
