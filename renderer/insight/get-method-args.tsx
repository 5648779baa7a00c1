/** The get-method form's typed arguments: each a type and a text, added and removed by the user. */
import { useId, useState } from 'react';
import type { StackArgument } from '../../shared/tvm/stack-schema';
import { parseStackArgument } from '../../shared/tvm/stack-args';

const ARG_TYPES = [
  ['int', 'Integer'],
  ['addr', 'Address'],
  ['cell', 'Cell (BoC)'],
  ['slice', 'Slice (BoC)'],
] as const;
type ArgType = (typeof ARG_TYPES)[number][0];

/** One argument as typed; `key` keeps its row when another is removed. */
export interface ArgDraft {
  key: number;
  type: ArgType;
  text: string;
}

/** The typed arguments as stack values, or which one cannot be read and why. */
export function argumentsOf(
  args: readonly ArgDraft[],
): { ok: true; values: StackArgument[] } | { ok: false; message: string } {
  const values: StackArgument[] = [];
  for (const [i, arg] of args.entries()) {
    const parsed = parseStackArgument(`${arg.type}:${arg.text}`);
    if (!parsed.ok) return { ok: false, message: `Argument ${i + 1}: ${parsed.message}` };
    values.push(parsed.value);
  }
  return { ok: true, values };
}

/** The arguments fieldset; the form owns the list, this keeps the next row's key. */
export function GetMethodArgs({ args, setArgs }: { args: ArgDraft[]; setArgs: (args: ArgDraft[]) => void }) {
  const id = useId();
  const [nextKey, setNextKey] = useState(1);
  return (
    <fieldset className="insight-args">
      <legend>Arguments</legend>
      {args.length === 0 && <p className="muted">No arguments.</p>}
      {args.map((arg, i) => (
        <div key={arg.key} className="insight-arg">
          <label htmlFor={`${id}-type-${arg.key}`} className="visually-hidden">
            Type of argument {i + 1}
          </label>
          <select
            id={`${id}-type-${arg.key}`}
            value={arg.type}
            onChange={(e) =>
              setArgs(args.map((a) => (a.key === arg.key ? { ...a, type: e.target.value as ArgType } : a)))
            }
          >
            {ARG_TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-value-${arg.key}`} className="visually-hidden">
            Value of argument {i + 1}
          </label>
          <input
            id={`${id}-value-${arg.key}`}
            className="mono"
            value={arg.text}
            onChange={(e) =>
              setArgs(args.map((a) => (a.key === arg.key ? { ...a, text: e.target.value } : a)))
            }
            spellCheck={false}
            autoComplete="off"
          />
          <button
            type="button"
            onClick={() => setArgs(args.filter((a) => a.key !== arg.key))}
            aria-label={`Remove argument ${i + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          setArgs([...args, { key: nextKey, type: 'int', text: '' }]);
          setNextKey(nextKey + 1);
        }}
      >
        Add argument
      </button>
    </fieldset>
  );
}
