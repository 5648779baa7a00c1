/**
 * Each class is styled by one stylesheet. A screen's own stylesheet is loaded with its chunk, after
 * styles.css; a rule there for a class styles.css also defines wins by order, and restyles that class
 * on every screen from the moment the chunk loads (insight.css once turned every link button in the app
 * into body text this way). A stylesheet may refine a class in its own context (`.tokens .mono`), never
 * define it again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(process.cwd(), 'renderer');

/** The renderer's stylesheets, as paths from the project's root. */
function stylesheets(folder = RENDERER): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [relative(process.cwd(), path)] : [];
  });
}

/** The classes a stylesheet defines on their own: a selector that is one bare class (`.name`). */
function definedClasses(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set<string>();
  // The text before each `{` is a selector list (or an at-rule's prelude, which names no bare class).
  for (const match of withoutComments.matchAll(/([^{}]*)\{/g)) {
    for (const selector of match[1]!.split(',')) {
      const bare = /^\s*\.([\w-]+)\s*$/.exec(selector);
      if (bare) classes.add(bare[1]!);
    }
  }
  return classes;
}

describe('stylesheets', () => {
  it('reads a bare class, and not a refinement of one', () => {
    expect([
      ...definedClasses('/* .x { } */ .a, .b { } .c .d { } .e:hover { } @media (x) { .f { } }'),
    ]).toEqual(['a', 'b', 'f']);
  });

  it('define each class in one stylesheet only', () => {
    const files = stylesheets();
    expect(files).toContain('renderer/styles.css');
    const definedIn = new Map<string, string[]>();
    for (const file of files) {
      for (const name of definedClasses(readFileSync(file, 'utf8'))) {
        definedIn.set(name, [...(definedIn.get(name) ?? []), file]);
      }
    }
    const twice = [...definedIn]
      .filter(([, where]) => where.length > 1)
      .map(([name, where]) => `.${name}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
