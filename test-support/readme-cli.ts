/**
 * The README's CLI example block (under "### CLI"), and a runner for its lines in the test's own
 * process. The block is written for bash; its lines take a few shapes only — `npm run --silent cli --
 * ARGS`, fed by `cat FILE |` or `< FILE`, written out with `> FILE`, `printf '%s\n' WORD… > FILE` and
 * `sed 's/RE/TEXT/' FILE > FILE` — and the runner does exactly what bash does with those (the CLI
 * through `runCli`, test-support/cli-run.ts), refusing any other shape so that a new kind of line cannot
 * slip through untested. cli/cli-process.sys.test.ts runs lines of the block through bash itself, and
 * checks the runner's sed against the real one; cli/packed-cli.sys.test.ts runs the block with the
 * packed command (`ton-index`) in place of `npm run --silent cli --`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runCliInProcess, type CliRun, type CliRunOptions } from './cli-run';

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

/** Refuses a sed script the runner does not implement exactly. */
function unknownSed(script: string, why: string): Error {
  return new Error(`sed script ${script} is not one the runner knows (${why})`);
}

/**
 * A POSIX basic regular expression as a JavaScript one. Known: literal characters (`+ ? ( ) { } |` are
 * plain in a BRE), `.`, `*`, `^` first, `$` last, bracket expressions without classes or backslashes,
 * and `\` before one of `/ . * [ ] ^ $ \`. Anything else (groups, intervals, back-references, GNU's
 * `\+`, `\w`, `[[:digit:]]`) is refused, never guessed at.
 */
function basicRegExp(bre: string, script: string): RegExp {
  let out = '';
  for (let i = 0; i < bre.length; i++) {
    const c = bre[i]!;
    if (c === '\\') {
      const next = bre[++i];
      if (next === undefined || !'/.*[]^$\\'.includes(next)) throw unknownSed(script, `\\${next ?? ''}`);
      out += `\\${next}`;
    } else if (c === '[') {
      // `]` right after `[` or `[^` is a member, not the end.
      let end = i + 1 + (bre[i + 1] === '^' ? 1 : 0);
      end = bre.indexOf(']', end + (bre[end] === ']' ? 1 : 0));
      const body = bre.slice(i + 1, end);
      if (end < 0 || /[\\[]/.test(body)) throw unknownSed(script, 'a bracket expression');
      out += `[${body.replace(/^(\^?)\]/, '$1\\]')}]`;
      i = end;
    } else if (c === '*') out += out === '' || out === '^' ? '\\*' : '*';
    else if ('+?(){}|'.includes(c) || (c === '^' && i > 0) || (c === '$' && i < bre.length - 1))
      out += `\\${c}`;
    else out += c;
  }
  try {
    // s: `.` matches any character, as sed's does within a line; u: characters, not UTF-16 halves.
    return new RegExp(out, 'su');
  } catch {
    throw unknownSed(script, 'not a pattern JavaScript reads alike');
  }
}

/** sed's replacement text as `String.replace`'s: `&` the match; `\&`, `\/`, `\\` the character. */
function replacementText(text: string, script: string): string {
  return text.replace(/\\(.?)|&|\$/g, (c, escaped: string | undefined) => {
    if (c === '&') return '$&';
    if (c === '$') return '$$';
    if (escaped !== undefined && '&/\\'.includes(escaped) && escaped !== '') return escaped;
    throw unknownSed(script, `${c} in the replacement`);
  });
}

/**
 * `sed 's/RE/TEXT/' FILE`'s output, GNU sed's: the first match on each line replaced. Only what
 * {@link basicRegExp} and {@link replacementText} know; no flags.
 */
function sed(script: string, text: string): string {
  const parts = /^s\/((?:[^/\\]|\\.)*)\/((?:[^/\\]|\\.)*)\/$/.exec(script);
  if (!parts) throw unknownSed(script, "not of the shape 's/RE/TEXT/'");
  const pattern = basicRegExp(parts[1]!, script);
  const replacement = replacementText(parts[2]!, script);
  // The newline that ends the last line ends it; it does not start an empty one.
  const last = text.endsWith('\n') ? '\n' : '';
  const lines = text === '' ? [] : text.slice(0, text.length - last.length).split('\n');
  return lines.map((line) => line.replace(pattern, replacement)).join('\n') + last;
}

/** How a line's `npm run --silent cli -- ARGS` runs: in this process by default, or the packed command. */
export type CliRunner = (
  args: readonly string[],
  options: Pick<CliRunOptions, 'stdin' | 'env' | 'cwd'>,
) => Promise<CliRun>;

/**
 * Runs one line of the block as bash would, in `cwd` with `env`: a pipeline of `cat FILE`, `printf`,
 * `sed` or the CLI (through `cli`), with `< FILE` and `> FILE`. Throws on a shape it does not know.
 */
export async function runReadmeLine(
  line: string,
  cwd: string,
  env: Record<string, string>,
  cli: CliRunner = runCliInProcess,
): Promise<CliRun> {
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
      last = await cli(stage.slice(CLI.length), {
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
