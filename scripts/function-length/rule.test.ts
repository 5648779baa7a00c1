/**
 * The function-length rule (`npm run lint`): a function over its cap fails, a listed one fails when it
 * grows past its recorded length, and a listed one that is within its cap again, or gone, fails until
 * its entry is deleted — so the baseline only shrinks. It measures as ESLint's core
 * max-lines-per-function does.
 */
import { Linter, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .js rule without types (eslint.config.js loads it as it is)
import { createFunctionLengthRule as untypedRule } from './rule.js';

interface BaselineEntry {
  file: string;
  function: string;
  lines: number;
}
const createFunctionLengthRule = untypedRule as (options: {
  baseline: BaselineEntry[];
  root: string;
  caps: { function: number; component: number };
  fileExists?: (file: string) => boolean;
}) => Rule.RuleModule;

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = '/project';
/** Small caps, so the cases stay short: 5 lines, a component 8. */
const CAPS = { function: 5, component: 8 };

/** A function declaration `lines` lines long. */
function fn(name: string, lines: number): string {
  return [`function ${name}() {`, ...Array.from({ length: lines - 2 }, (_, i) => `  void ${i};`), '}'].join(
    '\n',
  );
}

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

function rule(baseline: BaselineEntry[], existing: string[] = ['shared/a.ts', 'renderer/b.tsx']) {
  return createFunctionLengthRule({
    baseline,
    root: ROOT,
    caps: CAPS,
    fileExists: (file) => existing.includes(file),
  });
}

describe('the function-length rule', () => {
  tester.run('passes', rule([{ file: 'shared/a.ts', function: 'long', lines: 7 }]), {
    valid: [
      // At the cap.
      { filename: `${ROOT}/shared/c.ts`, code: fn('short', 5) },
      // A component (capitalised, in a .tsx file) has the wider cap.
      { filename: `${ROOT}/renderer/b.tsx`, code: fn('Screen', 8) },
      // Listed, and no longer than its recorded length (shorter is fine: it stays listed while over).
      { filename: `${ROOT}/shared/a.ts`, code: fn('long', 7) },
      { filename: `${ROOT}/shared/a.ts`, code: fn('long', 6) },
      // A function called where it is written is left to its caller, as core max-lines-per-function does.
      { filename: `${ROOT}/shared/a.ts`, code: `(${fn('iife', 7)})();\n${fn('long', 7)}` },
    ],
    invalid: [],
  });

  tester.run('fails on a function over its cap', rule([]), {
    valid: [],
    invalid: [
      { filename: `${ROOT}/shared/a.ts`, code: fn('long', 6), errors: [{ messageId: 'tooLong' }] },
      // A capitalised function in a .ts file is not a component.
      { filename: `${ROOT}/shared/a.ts`, code: fn('Long', 6), errors: [{ messageId: 'tooLong' }] },
      { filename: `${ROOT}/renderer/b.tsx`, code: fn('Screen', 9), errors: [{ messageId: 'tooLong' }] },
      {
        // Nested functions count in their outer function's length, and the inner one is named under it.
        filename: `${ROOT}/shared/a.ts`,
        code: 'function outer() {\n  const inner = () => {\n    void 1;\n    void 2;\n  };\n  return inner;\n}',
        errors: [{ messageId: 'tooLong', data: { kind: 'Function', name: 'outer', lines: '7', cap: '5' } }],
      },
      {
        filename: `${ROOT}/shared/a.ts`,
        code: `const store = {\n  ${fn('method', 6).replace('function method', 'method')},\n};`,
        errors: [{ messageId: 'tooLong', data: { kind: 'Function', name: 'method', lines: '6', cap: '5' } }],
      },
    ],
  });

  tester.run(
    'fails on a listed function that grew',
    rule([{ file: 'shared/a.ts', function: 'long', lines: 7 }]),
    {
      valid: [],
      invalid: [{ filename: `${ROOT}/shared/a.ts`, code: fn('long', 8), errors: [{ messageId: 'grew' }] }],
    },
  );

  tester.run(
    'fails on a listed function that is within its cap again, or gone',
    rule([
      { file: 'shared/a.ts', function: 'long', lines: 7 },
      { file: 'renderer/b.tsx', function: 'Screen', lines: 12 },
    ]),
    {
      valid: [],
      invalid: [
        { filename: `${ROOT}/shared/a.ts`, code: fn('long', 5), errors: [{ messageId: 'withinCap' }] },
        { filename: `${ROOT}/renderer/b.tsx`, code: fn('Screen', 8), errors: [{ messageId: 'withinCap' }] },
        { filename: `${ROOT}/shared/a.ts`, code: fn('other', 3), errors: [{ messageId: 'gone' }] },
      ],
    },
  );

  tester.run(
    'fails on a listed file that is gone',
    rule([{ file: 'shared/gone.ts', function: 'long', lines: 7 }], ['shared/a.ts']),
    {
      valid: [],
      invalid: [
        {
          filename: `${ROOT}/shared/a.ts`,
          code: fn('short', 3),
          errors: [{ message: /^\S+baseline\.json lists shared\/gone\.ts, which no longer exists/ }],
        },
      ],
    },
  );

  it("measures every function as ESLint's core max-lines-per-function does", () => {
    const code = [
      'export function outer(a: number) {',
      '  // a comment',
      '',
      '  const arrow = async () => {',
      '    return a;',
      '  };',
      '  const object = {',
      '    method() {',
      '      return 1;',
      '    },',
      '    get value() { return 2; },',
      '    plain: function () {',
      '      return 3;',
      '    },',
      '  };',
      '  (() => {',
      '    void 0;',
      '  })();',
      '  return [arrow, object];',
      '}',
      'class Store {',
      '  read(',
      '    key: string,',
      '  ) {',
      '    return key;',
      '  }',
      '  field = () => 1;',
      '  static',
      '  create() {',
      '    return new Store();',
      '  }',
      '}',
      'export default Store;',
    ].join('\n');
    const linter = new Linter({ configType: 'flat' });
    const languageOptions = { parser: tseslint.parser };
    const lengths = (messages: Linter.LintMessage[]) =>
      messages.map((m) => [
        m.line,
        Number((/(\d+) lines? long|\((\d+)\)/.exec(m.message) ?? [m.message]).slice(1).find(Boolean)),
      ]);
    const core = linter.verify(
      code,
      { files: ['**/*.ts'], languageOptions, rules: { 'max-lines-per-function': ['error', { max: 0 }] } },
      'file.ts',
    );
    const ours = linter.verify(
      code,
      {
        files: ['**/*.ts'],
        languageOptions,
        plugins: {
          local: {
            rules: {
              'function-length': createFunctionLengthRule({
                baseline: [],
                root: process.cwd(),
                caps: { function: 0, component: 0 },
              }),
            },
          },
        },
        rules: { 'local/function-length': 'error' },
      },
      'file.ts',
    );
    expect(core.length).toBeGreaterThan(5);
    const sorted = (rows: number[][]) => [...rows].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
    expect(sorted(lengths(ours))).toEqual(sorted(lengths(core)));
  });
});
