/**
 * Reads a PNG in a blank browser page (no CSP there, unlike the app, which blocks data: and blob:
 * images) and reports its size and how many distinct colours it has, to tell a real screenshot from a
 * blank or single-colour one.
 */
import type { BrowserContext } from '@playwright/test';

/** Size and colour count of an image. */
export interface ImageStats {
  width: number;
  height: number;
  /** Distinct RGBA colours, counted up to `cap`. */
  distinctColours: number;
}

/** Decodes `png` with `createImageBitmap` in a fresh `about:blank` page of `context` and counts its colours. */
export async function pngStats(context: BrowserContext, png: Buffer, cap = 10_000): Promise<ImageStats> {
  const page = await context.newPage();
  try {
    await page.goto('about:blank');
    return await page.evaluate(
      async ({ base64, cap }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context2d = canvas.getContext('2d');
        if (!context2d) throw new Error('no 2d context');
        context2d.drawImage(bitmap, 0, 0);
        const pixels = new Uint32Array(context2d.getImageData(0, 0, bitmap.width, bitmap.height).data.buffer);
        const colours = new Set<number>();
        for (let i = 0; i < pixels.length && colours.size < cap; i++) colours.add(pixels[i]!);
        return { width: bitmap.width, height: bitmap.height, distinctColours: colours.size };
      },
      { base64: png.toString('base64'), cap },
    );
  } finally {
    await page.close();
  }
}
