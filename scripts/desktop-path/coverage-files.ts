/**
 * The product files among the scripts a coverage take names: the TypeScript the app is made of
 * (shared, electron, cli, node-host, renderer), tests and declarations left out, as paths from the
 * project's root.
 */
import { pathToFileURL } from 'node:url';

/** The folders of product code (the count of product lines uses the same). */
export const PRODUCT_FOLDERS = ['shared', 'electron', 'cli', 'node-host', 'renderer'] as const;

/** The product files of `urls` (script URLs; a loader's query string is ignored), sorted, each once. */
export function productFiles(urls: readonly string[], root: string): string[] {
  const base = `${pathToFileURL(root).href}/`;
  const files = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith(base)) continue;
    const path = decodeURIComponent(url.slice(base.length).replace(/[?#].*$/, ''));
    const folder = path.split('/')[0]!;
    if (!(PRODUCT_FOLDERS as readonly string[]).includes(folder)) continue;
    if (!/\.tsx?$/.test(path) || /\.d\.ts$|\.test\.tsx?$/.test(path)) continue;
    files.add(path);
  }
  return [...files].sort();
}
