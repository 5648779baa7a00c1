// @ts-check
/**
 * The function-length rule (`npm run lint`, product code only: shared, renderer, electron, cli,
 * node-host — not tests, not generated files). A function may be at most 80 lines long; a React
 * component — a function whose name starts with a capital letter, in a .tsx file — 150.
 *
 * It counts as ESLint's core `max-lines-per-function` does with its defaults: every line from the
 * function's first to its last, blank lines and comments included, and every function nested in it
 * too (a factory is as long as all the closures it holds); a method, getter or setter is measured from
 * its key; a function called where it is written (an IIFE) is not measured on its own. Each function
 * is named by its own name under the names of the functions around it (`createEngine.runOne`; an
 * unnamed one is `<anonymous>`).
 *
 * The functions that were longer when the rule came in are listed in baseline.json (file, function,
 * its length then). The list only shrinks: a listed function fails when it grows past its recorded
 * length, and its entry fails once the function is within its cap again or gone (delete the entry). A
 * new long function is split into named steps, not listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ file: string; function: string; lines: number }} BaselineEntry */
/** @typedef {{ function: number; component: number }} Caps */
/**
 * @typedef {object} RuleOptions
 * @property {readonly BaselineEntry[]} baseline the functions allowed over their cap, at most this long
 * @property {string} root the folder the baseline's file names are relative to
 * @property {Caps} [caps] the caps (default 80 lines, components 150)
 * @property {(file: string) => boolean} [fileExists] whether a baseline file (relative to root) exists
 */

/** The caps in lines. */
export const CAPS = Object.freeze({ function: 80, component: 150 });

const BASELINE_NAME = 'scripts/function-length/baseline.json';

/**
 * A function's own name — its declaration's, its variable's, its property's or method's key, what it
 * is assigned to — or null.
 * @param {any} node
 * @returns {string | null}
 */
function ownName(node) {
  if (node.id?.type === 'Identifier') return node.id.name;
  const parent = node.parent;
  if (!parent) return null;
  if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier')
    return parent.id.name;
  if (
    (parent.type === 'Property' ||
      parent.type === 'MethodDefinition' ||
      parent.type === 'PropertyDefinition') &&
    parent.value === node
  )
    return keyName(parent.key);
  if (parent.type === 'AssignmentExpression' && parent.right === node) {
    if (parent.left.type === 'Identifier') return parent.left.name;
    if (parent.left.type === 'MemberExpression') return keyName(parent.left.property);
  }
  return null;
}

/**
 * @param {any} key
 * @returns {string | null}
 */
function keyName(key) {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'PrivateIdentifier') return `#${key.name}`;
  if (key.type === 'Literal') return String(key.value);
  return null;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * The function's name under the names of the functions it is nested in: `outer.inner`.
 * @param {any} node
 * @returns {string}
 */
function qualifiedName(node) {
  const names = [];
  for (let at = node; at; at = at.parent) {
    if (FUNCTION_TYPES.has(at.type)) names.unshift(ownName(at) ?? '<anonymous>');
  }
  return names.join('.');
}

/**
 * What core max-lines-per-function measures: a method, getter or setter from its key.
 * @param {any} node
 */
function measuredNode(node) {
  const parent = node.parent;
  const embedded =
    parent &&
    parent.value === node &&
    (parent.type === 'MethodDefinition' ||
      (parent.type === 'Property' && (parent.method || parent.kind === 'get' || parent.kind === 'set')));
  return embedded ? parent : node;
}

/**
 * A function called where it is written, which core max-lines-per-function leaves to its caller.
 * @param {any} node
 */
function isIife(node) {
  return (
    node.type !== 'FunctionDeclaration' &&
    node.parent?.type === 'CallExpression' &&
    node.parent.callee === node
  );
}

/**
 * The rule, over a given baseline (the unit test gives its own).
 * @param {RuleOptions} options
 * @returns {import('eslint').Rule.RuleModule}
 */
export function createFunctionLengthRule({ baseline, root, caps = CAPS, fileExists = () => true }) {
  let filesChecked = false;
  return {
    meta: {
      type: 'suggestion',
      docs: {
        description:
          'Functions at most 80 lines long (React components 150), with a baseline that only shrinks.',
      },
      schema: [],
      messages: {
        tooLong:
          "{{kind}} '{{name}}' is {{lines}} lines long; the cap is {{cap}}. Split it into named steps (functions named for what they return or do).",
        grew: "'{{name}}' grew to {{lines}} lines, past the {{recorded}} it is allowed in {{baselineFile}} (the cap is {{cap}}). Split it instead.",
        withinCap:
          "'{{name}}' is {{lines}} lines long, within its cap of {{cap}}: delete its entry from {{baselineFile}} (the list only shrinks).",
        gone: "{{baselineFile}} lists '{{name}}' in this file, and there is no function of that name here any more: delete the entry (the list only shrinks).",
        fileGone:
          '{{baselineFile}} lists {{file}}, which no longer exists: delete its entries (the list only shrinks).',
      },
    },
    create(context) {
      const file = relative(root, context.filename).split(sep).join('/');
      const component = file.endsWith('.tsx');
      const entries = baseline.filter((entry) => entry.file === file);
      /** @type {Array<{ name: string; lines: number; cap: number; node: any; component: boolean }>} */
      const measured = [];
      /** @param {any} node */
      const measure = (node) => {
        if (isIife(node)) return;
        const at = measuredNode(node);
        const name = qualifiedName(node);
        const isComponent = component && /^[A-Z]/.test(ownName(node) ?? '');
        const lines = at.loc.end.line - at.loc.start.line + 1;
        measured.push({
          name,
          lines,
          cap: isComponent ? caps.component : caps.function,
          node: at,
          component: isComponent,
        });
      };
      const baselineFile = BASELINE_NAME;
      return {
        FunctionDeclaration: measure,
        FunctionExpression: measure,
        ArrowFunctionExpression: measure,
        'Program:exit'(program) {
          for (const fn of measured) {
            if (fn.lines <= fn.cap) continue;
            const entry = entries.find((e) => e.function === fn.name);
            const data = { name: fn.name, lines: String(fn.lines), cap: String(fn.cap), baselineFile };
            if (!entry)
              context.report({
                node: fn.node,
                messageId: 'tooLong',
                data: { ...data, kind: fn.component ? 'Component' : 'Function' },
              });
            else if (fn.lines > entry.lines)
              context.report({
                node: fn.node,
                messageId: 'grew',
                data: { ...data, recorded: String(entry.lines) },
              });
          }
          for (const entry of entries) {
            const same = measured.filter((fn) => fn.name === entry.function);
            if (same.some((fn) => fn.lines > fn.cap)) continue;
            const [fn] = same;
            if (fn)
              context.report({
                node: fn.node,
                messageId: 'withinCap',
                data: { name: fn.name, lines: String(fn.lines), cap: String(fn.cap), baselineFile },
              });
            else
              context.report({
                node: program,
                loc: { line: 1, column: 0 },
                messageId: 'gone',
                data: { name: entry.function, baselineFile },
              });
          }
          // A file that is gone is never linted: its entries are reported once, in the first file linted.
          if (filesChecked) return;
          filesChecked = true;
          for (const gone of new Set(baseline.map((entry) => entry.file).filter((f) => !fileExists(f))))
            context.report({
              node: program,
              loc: { line: 1, column: 0 },
              messageId: 'fileGone',
              data: { file: gone, baselineFile },
            });
        },
      };
    },
  };
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @type {BaselineEntry[]} */
const BASELINE = JSON.parse(readFileSync(join(ROOT, BASELINE_NAME), 'utf8'));

/** The local plugin eslint.config.js uses: the rule over the project's baseline. */
export default {
  meta: { name: 'local' },
  rules: {
    'function-length': createFunctionLengthRule({
      baseline: BASELINE,
      root: ROOT,
      fileExists: (file) => existsSync(join(ROOT, file)),
    }),
  },
};
