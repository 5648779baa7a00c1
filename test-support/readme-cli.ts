/**
 * The README's CLI example block (under "### CLI"), and a runner for its lines in the test's own
 * process. The block is written for bash; its lines take a few shapes only — `npm run --silent cli --
 * ARGS`, fed by `cat FILE |` or `< FILE`, written out with `> FILE`, `printf '%s\n' WORD… > FILE` and
 * `sed 's/RE/TEXT/' FILE > FILE` —
 * and the runner does exactly what bash does with those (the CLI through `runCli`, test-support/cli-run.ts),
 * refusing any other shape so that a new kind of line cannot slip through untested.
 * cli/cli-process.sys.test.ts runs lines of the block through bash itself.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CliRun } from './cli-run';
import { runCliInProcess } from './cli-run';

const ROOT = join(import.meta.dirname, '..');

/** The commands of the first ```bash block after "### CLI", continuation lines joined. */
export async function readmeCliBlock(): Promise<string[]> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### CLI'));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no ```bash block under "### CLI"');
  return block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
}

/** The exit code a line's own comment states (`… # … (exit 2: …)`), else 0. */
export function expectedExit(line: string): number {
  const comment = line.slice(line.indexOf(' #') + 1);
  const stated = line.includes(' #') ? /\bexit (\d+)/.exec(comment) : null;
  return stated ? Number(stated[1]) : 0;
}

/** The words of a shell line (single and double quotes, backslash escapes), its comment left out. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '#' && word === null) break;
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`Unclosed quote in: ${line}`);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let text = '';
      for (i++; i < line.length && line[i] !== '"'; i++) text += line[i] === '\\' ? line[++i] : line[i];
      if (i >= line.length) throw new Error(`Unclosed quote in: ${line}`);
      word = (word ?? '') + text;
    } else if (c === '\\') word = (word ?? '') + (line[++i] ?? '');
    else if ((c === '|' || c === '<' || c === '>') && word === null) words.push(c);
    else if (c === '|' || c === '<' || c === '>') {
      words.push(word!, c);
      word = null;
    } else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

const CLI = ['npm', 'run', '--silent', 'cli', '--'];

/** `printf FORMAT ARG…` for the one format the block uses: each argument on its own line. */
function printf(words: readonly string[]): string {
  if (words[0] !== '%s\\n') throw new Error(`printf format ${words[0]} is not one the runner knows`);
  return words
    .slice(1)
    .map((word) => `${word}\n`)
    .join('');
}

/**
 * `sed 's/RE/TEXT/' FILE`'s output for a basic regular expression without groups or intervals: the
 * first match on each line replaced (`&` is the match).
 */
function sed(script: string, text: string): string {
  const parts = /^s\/((?:[^/\\]|\\.)*)\/((?:[^/\\]|\\.)*)\/$/.exec(script);
  if (!parts || /\\[({0-9]/.test(parts[1]!))
    throw new Error(`sed script ${script} is not one the runner knows`);
  // In a basic regular expression + ? ( ) { } | are plain characters.
  const pattern = new RegExp(parts[1]!.replace(/[+?(){}|]/g, '\\$&'));
  // `&` is the match (`$&` to JavaScript), `\&` a plain ampersand, `$` a plain dollar.
  const replacement = parts[2]!.replace(/\\&|&|\$/g, (c) => (c === '&' ? '$&' : c === '$' ? '$$' : '&'));
  return text
    .split('\n')
    .map((line) => line.replace(pattern, replacement))
    .join('\n');
}

/**
 * Runs one line of the block as bash would, in `cwd` with `env`: a pipeline of `cat FILE`, `printf`
 * or the CLI, with `< FILE` and `> FILE`. Throws on a shape it does not know.
 */
export async function runReadmeLine(line: string, cwd: string, env: Record<string, string>): Promise<CliRun> {
  const words = shellWords(line);
  const stages: string[][] = [[]];
  for (const word of words) {
    if (word === '|') stages.push([]);
    else stages.at(-1)!.push(word);
  }
  let piped: string | undefined;
  let last: CliRun = { code: 0, stdout: '', stderr: '' };
  for (const stage of stages) {
    const redirect = (op: '<' | '>') => {
      const at = stage.indexOf(op);
      if (at < 0) return undefined;
      const [file] = stage.splice(at, 2).slice(1);
      if (!file) throw new Error(`${op} without a file in: ${line}`);
      return resolve(cwd, file);
    };
    const input = redirect('<');
    const output = redirect('>');
    const stdin = input ? await readFile(input, 'utf8') : piped;
    const [command, ...args] = stage;
    if (command === 'cat' && args.length === 1) {
      last = { code: 0, stdout: await readFile(resolve(cwd, args[0]!), 'utf8'), stderr: '' };
    } else if (command === 'printf') {
      last = { code: 0, stdout: printf(args), stderr: '' };
    } else if (command === 'sed' && args.length === 2) {
      last = { code: 0, stdout: sed(args[0]!, await readFile(resolve(cwd, args[1]!), 'utf8')), stderr: '' };
    } else if (CLI.every((word, i) => stage[i] === word)) {
      last = await runCliInProcess(stage.slice(CLI.length), {
        env,
        cwd,
        ...(stdin !== undefined ? { stdin } : {}),
      });
    } else {
      throw new Error(`The in-process runner does not know this README line's shape: ${line}`);
    }
    if (output) {
      await writeFile(output, last.stdout);
      last = { ...last, stdout: '' };
    }
    piped = last.stdout;
  }
  return last;
}
