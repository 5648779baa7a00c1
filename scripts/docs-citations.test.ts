/**
 * Citations of the project's own notes never dangle. The code says why it does what it does by citing
 * `docs/<file>.md` — a section (`§4.3`, `§4.4.1–4.4.2`, `§6.11` = item 11 of §6's list), a fixture
 * (`F3a`), a heading by name (`, "Lessons from the field"`), a phrase inside a section (`§1 "Rate
 * limits"`) or a source tag (`[S3]`). This test reads every source and markdown file of the repository
 * and checks that each cited file exists under docs/ and holds what is cited.
 *
 * A bare `§N` (no file named on that spot) resolves against the nearest citation of a docs file before
 * it in the same file, else the first one after it; inside docs/ it resolves against the note itself.
 * A file that cites no docs file has its bare `§` left alone (it may mean some other document).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SCANNED_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.yml',
  '.yaml',
  '.html',
  '.css',
]);
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'out',
  'dist',
  'dist-web',
  'reports',
  'test-results',
  'playwright-report',
  'release',
  '.cache',
]);

/** One heading of a note and the text it governs. */
interface Section {
  /** `2.7`, `4.4.1`, `F3a`, or undefined for an unnumbered heading. */
  id: string | undefined;
  /** The heading without its number, e.g. `Lessons from the field`. */
  name: string;
  level: number;
  /** Text up to the next heading of the same or a higher level (subsections included). */
  body: string;
  /** Text up to the next heading of any level (where a numbered list of items lives). */
  ownText: string;
}

/** One thing a citation asks a note to hold. */
type Target =
  | { kind: 'section'; id: string; phrase?: string }
  | { kind: 'heading'; name: string }
  | { kind: 'source'; tag: string }
  | { kind: 'file' };

/** A citation found in a file. */
interface Citation {
  from: string;
  line: number;
  doc: string;
  target: Target;
  text: string;
}

/** Every scanned file under `root`, as repository-relative paths with `/` separators. */
function repositoryFiles(root: string, dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !path.endsWith(join('docs', 'screenshots')))
        files.push(...repositoryFiles(root, path));
    } else if (SCANNED_EXTENSIONS.has(extname(entry.name))) {
      files.push(relative(root, path).split(sep).join('/'));
    }
  }
  return files;
}

/** Splits a note into its headings (fenced code ignored). */
function parseNote(text: string): Section[] {
  const lines = text.split('\n');
  const heads: { index: number; level: number; title: string }[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{1,6})\s+(.+?)\s*$/.exec(line);
    if (match) heads.push({ index, level: match[1]!.length, title: match[2]! });
  });
  return heads.map((head, n) => {
    const nextAny = heads[n + 1]?.index ?? lines.length;
    const nextPeer = heads.slice(n + 1).find((h) => h.level <= head.level)?.index ?? lines.length;
    const numbered = /^(F\d+[a-z]?|\d+(?:\.\d+)*)(?![\w])\.?\s*(?:[—–-]\s*)?(.*)$/.exec(head.title);
    return {
      id: numbered?.[1],
      name: (numbered ? numbered[2]! : head.title).trim(),
      level: head.level,
      body: lines.slice(head.index, nextPeer).join('\n'),
      ownText: lines.slice(head.index, nextAny).join('\n'),
    };
  });
}

/** Lower case, markdown emphasis and code marks dropped, whitespace collapsed. */
function plain(text: string): string {
  return text.replace(/[*`_]/g, '').replace(/\s+/g, ' ').toLowerCase();
}

/** Why `target` is not in the note, or undefined when it is. */
function missingFrom(sections: Section[], target: Target): string | undefined {
  if (target.kind === 'file') return undefined;
  if (target.kind === 'heading') {
    return sections.some((s) => plain(s.name) === plain(target.name))
      ? undefined
      : `no heading "${target.name}"`;
  }
  if (target.kind === 'source') {
    const sources = sections.find((s) => s.id === '0');
    return sources && new RegExp(`^\\|\\s*${target.tag}\\s*\\|`, 'm').test(sources.body)
      ? undefined
      : `no source ${target.tag} in §0`;
  }
  const section = sectionFor(sections, target.id);
  if (!section) return `no section ${target.id}`;
  if (target.phrase && !plain(section).includes(plain(target.phrase)))
    return `§${target.id} does not say "${target.phrase}"`;
  return undefined;
}

/** The text of section `id`: its heading's, or item M of the numbered list in section P for `P.M`. */
function sectionFor(sections: Section[], id: string): string | undefined {
  const heading = sections.find((s) => s.id === id);
  if (heading) return heading.body;
  const dot = id.lastIndexOf('.');
  if (dot < 0) return undefined;
  const parent = sections.find((s) => s.id === id.slice(0, dot));
  const item =
    parent &&
    new RegExp(`^\\s*${id.slice(dot + 1)}\\.\\s+(.*(?:\\n(?!\\s*\\d+\\.\\s)\\s{2,}.*)*)`, 'm').exec(
      parent.ownText,
    );
  return item?.[0];
}

/** `[S3]`, `[S1, S18]`, `[S21 v3.yaml]` → the tags. */
function sourceTags(text: string): { tag: string; index: number }[] {
  const tags: { tag: string; index: number }[] = [];
  for (const bracket of text.matchAll(/\[(S\d+[^\]\n]*)\]/g)) {
    for (const tag of bracket[1]!.matchAll(/(?<![\w#])S\d+(?![\w])/g))
      tags.push({ tag: tag[0], index: bracket.index! });
  }
  return tags;
}

const GAP = /^,?(?:[ \t]*\r?\n[ \t]*(?:\*|\/\/|#)?)?[ \t]*/;
const SECTION_REF = /^§\s?(\d+(?:\.\d+)*)(?:\s*[–-]\s*§?(\d+(?:\.\d+)*))?/;
const FIXTURE_REF = /^(F\d+[a-z]?)(?![\w])/;
const SEPARATOR = /^(?:,[ \t]*|[ \t]+and[ \t]+|[ \t]*\/[ \t]*|[ \t]+)/;
const PHRASE = /^[ \t]*"([^"\n]+)"/;

/** The targets of a citation group at the start of `tail`, and how many characters it spans. */
function parseGroup(tail: string): { targets: Target[]; length: number } {
  const targets: Target[] = [];
  let at = 0;
  for (;;) {
    const rest = tail.slice(at);
    const section = SECTION_REF.exec(rest);
    const fixture = section ? null : FIXTURE_REF.exec(rest);
    if (!section && !fixture) break;
    at += (section ?? fixture)![0].length;
    if (fixture) targets.push({ kind: 'section', id: fixture[1]! });
    if (section) {
      const phrase = PHRASE.exec(tail.slice(at));
      if (phrase) at += phrase[0].length;
      targets.push({ kind: 'section', id: section[1]!, ...(phrase ? { phrase: phrase[1]! } : {}) });
      if (section[2]) targets.push({ kind: 'section', id: section[2] });
    }
    const separator = SEPARATOR.exec(tail.slice(at));
    const next = separator ? tail.slice(at + separator[0].length) : '';
    if (!separator || !(SECTION_REF.test(next) || FIXTURE_REF.test(next))) break;
    at += separator[0].length;
  }
  return { targets, length: at };
}

/** Every citation in one file's text. `from` is its repository path (it decides what bare `§` means). */
function citationsIn(from: string, text: string): Citation[] {
  const inDocs = from.startsWith('docs/');
  const fileRef = inDocs
    ? /(?<![\w/.-])(?:docs\/)?([\w-]+\.md)(?![\w])/g
    : /(?<![\w/.-])docs\/([\w.-]+\.md)(?![\w])/g;
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const citations: Citation[] = [];
  const consumed: [number, number][] = [];
  const explicit: { index: number; doc: string }[] = [];

  for (const match of text.matchAll(fileRef)) {
    const doc = inDocs ? `docs/${match[1]!.replace(/^docs\//, '')}` : `docs/${match[1]!}`;
    const end = match.index! + match[0].length;
    const gap = GAP.exec(text.slice(end))![0];
    const tail = text.slice(end + gap.length);
    const name = tail.startsWith('"') ? /^"([^"\n]+)"/.exec(tail) : null;
    const group = name
      ? { targets: [{ kind: 'heading', name: name[1]! } as Target], length: name[0].length }
      : parseGroup(tail);
    const targets = group.targets.length ? group.targets : [{ kind: 'file' } as Target];
    const snippet = text.slice(match.index!, end + gap.length + group.length).replace(/\s+/g, ' ');
    for (const target of targets)
      citations.push({ from, line: lineOf(match.index!), doc, target, text: snippet });
    consumed.push([match.index!, end + gap.length + group.length]);
    explicit.push({ index: match.index!, doc });
  }

  const self = inDocs ? from : undefined;
  const docAt = (index: number) =>
    self ?? ([...explicit].reverse().find((e) => e.index < index) ?? explicit[0])?.doc;
  const isConsumed = (index: number) => consumed.some(([a, b]) => index >= a && index < b);

  for (const match of text.matchAll(/§/g)) {
    const doc = docAt(match.index!);
    if (!doc || isConsumed(match.index!)) continue;
    const group = parseGroup(text.slice(match.index!));
    consumed.push([match.index!, match.index! + Math.max(group.length, 1)]);
    const snippet = text.slice(match.index!, match.index! + group.length);
    for (const target of group.targets)
      citations.push({ from, line: lineOf(match.index!), doc, target, text: snippet });
  }

  for (const { tag, index } of sourceTags(text)) {
    const doc = docAt(index);
    if (doc === 'docs/indexer-api.md')
      citations.push({ from, line: lineOf(index), doc, target: { kind: 'source', tag }, text: `[${tag}]` });
  }
  return citations;
}

/** Each citation that does not resolve, as one readable line. */
function danglingCitations(citations: Citation[], readNote: (doc: string) => string | undefined): string[] {
  const notes = new Map<string, Section[] | undefined>();
  const problems: string[] = [];
  for (const citation of citations) {
    if (!notes.has(citation.doc)) {
      const text = readNote(citation.doc);
      notes.set(citation.doc, text === undefined ? undefined : parseNote(text));
    }
    const sections = notes.get(citation.doc);
    const why = sections ? missingFrom(sections, citation.target) : `${citation.doc} does not exist`;
    if (why) problems.push(`${citation.from}:${citation.line} cites "${citation.text}" — ${why}`);
  }
  return problems;
}

/** A note's text from the repository, or undefined when the file is missing. */
function readRepositoryNote(doc: string): string | undefined {
  const path = join(ROOT, doc);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

const allCitations = repositoryFiles(ROOT)
  .filter((file) => file !== 'scripts/docs-citations.test.ts')
  .flatMap((file) => citationsIn(file, readFileSync(join(ROOT, file), 'utf8')));

describe('citations of docs/', () => {
  it('every cited note, section, fixture, heading, phrase and source tag exists', () => {
    expect(danglingCitations(allCitations, readRepositoryNote)).toEqual([]);
  });

  it('finds the citations the code makes (the scan itself is not empty or blind)', () => {
    const fromCode = allCitations.filter((c) => !c.from.startsWith('docs/'));
    const sectionsOf = (doc: string) =>
      new Set(
        fromCode
          .filter((c) => c.doc === doc && c.target.kind === 'section')
          .map((c) => (c.target as { id: string }).id),
      );
    expect(new Set(fromCode.map((c) => c.from)).size).toBeGreaterThanOrEqual(37);
    expect([...sectionsOf('docs/indexer-api.md')]).toEqual(
      expect.arrayContaining(['1', '2.7', '2.8', '3.3', '4.3', '4.4.4', '5.3', '6.11', 'F3a']),
    );
    expect([...sectionsOf('docs/toolchain.md')]).toContain('7');
    expect(fromCode).toContainEqual(
      expect.objectContaining({
        from: 'shared/format/amounts.ts',
        target: { kind: 'heading', name: 'Lessons from the field' },
      }),
    );
    expect(fromCode).toContainEqual(
      expect.objectContaining({
        from: 'local-index-server/address-codec.ts',
        target: { kind: 'source', tag: 'S3' },
      }),
    );
  });

  it('reports a citation whose section was deleted from the note', () => {
    const note = readRepositoryNote('docs/indexer-api.md')!;
    const without27 = note.replace(/^### 2\.7 [\s\S]*?(?=^### 2\.8 )/m, '');
    expect(without27).not.toEqual(note);
    const read = (doc: string) => (doc === 'docs/indexer-api.md' ? without27 : readRepositoryNote(doc));
    const problems = danglingCitations(allCitations, read);
    expect(
      problems.some((p) => p.startsWith('shared/client/base-url.ts:') && p.endsWith('no section 2.7')),
    ).toBe(true);

    const architecture = readRepositoryNote('docs/architecture.md')!.replace(
      '## Lessons from the field',
      '## Lessons',
    );
    const read2 = (doc: string) => (doc === 'docs/architecture.md' ? architecture : readRepositoryNote(doc));
    expect(danglingCitations(allCitations, read2)).toContainEqual(
      expect.stringMatching(/^shared\/format\/amounts\.ts:\d+ .*no heading "Lessons from the field"/),
    );
  });

  it('reads the citation forms the code uses', () => {
    const text = [
      '/** Rows (docs/indexer-api.md §4.3–4.4, §6.11 and F3a); the',
      ' * rest: docs/indexer-api.md',
      ' * §5: bodies. Later a bare §2.7–§2.9 and §1 "Rate limits" [S21 v3.yaml, S22].',
      ' * Amounts (docs/architecture.md, "Lessons from the field"); docs/toolchain.md §7. */',
    ].join('\n');
    const found = citationsIn('shared/probe.ts', text).map((c) => [c.doc, c.target]);
    expect(found).toEqual([
      ['docs/indexer-api.md', { kind: 'section', id: '4.3' }],
      ['docs/indexer-api.md', { kind: 'section', id: '4.4' }],
      ['docs/indexer-api.md', { kind: 'section', id: '6.11' }],
      ['docs/indexer-api.md', { kind: 'section', id: 'F3a' }],
      ['docs/indexer-api.md', { kind: 'section', id: '5' }],
      ['docs/architecture.md', { kind: 'heading', name: 'Lessons from the field' }],
      ['docs/toolchain.md', { kind: 'section', id: '7' }],
      ['docs/indexer-api.md', { kind: 'section', id: '2.7' }],
      ['docs/indexer-api.md', { kind: 'section', id: '2.9' }],
      ['docs/indexer-api.md', { kind: 'section', id: '1', phrase: 'Rate limits' }],
      ['docs/indexer-api.md', { kind: 'source', tag: 'S21' }],
      ['docs/indexer-api.md', { kind: 'source', tag: 'S22' }],
    ]);
  });

  it('resolves numbered list items and phrases inside a section', () => {
    const sections = parseNote(
      '## 6. Checklist\n\n1. one\n11. eleven\n    more\n\n## 7. Next\n\ntext about **Rate limits.** here\n',
    );
    expect(missingFrom(sections, { kind: 'section', id: '6.11' })).toBeUndefined();
    expect(missingFrom(sections, { kind: 'section', id: '6.12' })).toBe('no section 6.12');
    expect(missingFrom(sections, { kind: 'section', id: '7', phrase: 'rate limits' })).toBeUndefined();
    expect(missingFrom(sections, { kind: 'section', id: '7', phrase: 'Retry-After' })).toBe(
      '§7 does not say "Retry-After"',
    );
  });
});
