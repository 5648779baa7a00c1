/**
 * "Run any get-method" on the account's indexed state: the method by name or id (the code's own
 * methods offered by name where known), typed arguments (integer, address, cell or slice as a BoC) that
 * can be added and removed, the run's limits (gas, seconds, memory — defaults shown, raisable for this
 * run), and the result as a typed stack with exit code, meaning and gas. Runs behind the bridge (the
 * emulator's Worker or main's thread), never on this page's thread; Cancel stops it at once.
 */
import { Fragment, useId, useState, type FormEvent } from 'react';
import { methodName } from '../../shared/contracts/method-names';
import {
  DEFAULT_GAS_LIMIT,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_TIME_LIMIT_MS,
  MAX_GAS_LIMIT,
  MAX_MEMORY_LIMIT_MB,
  MAX_TIME_LIMIT_MS,
} from '../../shared/tvm/limits';
import { getMethodLimitsSchema, type GetMethodLimits } from '../../shared/tvm/limits-schema';
import { resolveMethodId } from '../../shared/tvm/method-id';
import type { StackArgument } from '../../shared/tvm/stack-schema';
import { parseStackArgument } from '../../shared/tvm/stack-args';
import { useGetMethodCall } from '../model/use-get-method-call';
import { StackList } from './stack-view';

const ARG_TYPES = [
  ['int', 'Integer'],
  ['addr', 'Address'],
  ['cell', 'Cell (BoC)'],
  ['slice', 'Slice (BoC)'],
] as const;
type ArgType = (typeof ARG_TYPES)[number][0];

interface ArgDraft {
  key: number;
  type: ArgType;
  text: string;
}

/** The limits as typed (empty: the default). */
interface LimitDrafts {
  gas: string;
  seconds: string;
  memory: string;
}

/** The limit fields: draft key, label, keyboard, and the default shown while empty. */
const LIMIT_FIELDS = [
  ['gas', 'Gas', 'numeric', DEFAULT_GAS_LIMIT.toLocaleString('en-US')],
  ['seconds', 'Seconds', 'decimal', String(DEFAULT_TIME_LIMIT_MS / 1000)],
  ['memory', 'Memory (MB)', 'numeric', String(DEFAULT_MEMORY_LIMIT_MB)],
] as const;

/** The limits asked for, or why they cannot be used. */
function limitsOf(
  drafts: LimitDrafts,
): { ok: true; limits: GetMethodLimits } | { ok: false; message: string } {
  const number = (text: string) =>
    text.trim() === '' ? undefined : Number(text.trim().replace(/[_,\s]/g, ''));
  const seconds = number(drafts.seconds);
  const asked = {
    gas: number(drafts.gas),
    time_ms: seconds === undefined ? undefined : Math.round(seconds * 1000),
    memory_mb: number(drafts.memory),
  };
  const limits = Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined));
  const checked = getMethodLimitsSchema.safeParse(limits);
  if (!checked.success || Object.values(limits).some((v) => !Number.isFinite(v)))
    return {
      ok: false,
      message: `Limits: gas 10,000 to ${MAX_GAS_LIMIT.toLocaleString('en-US')}, time 0.1 to ${MAX_TIME_LIMIT_MS / 1000} seconds, memory 64 to ${MAX_MEMORY_LIMIT_MB.toLocaleString('en-US')} MB (whole numbers for gas and memory).`,
    };
  return { ok: true, limits: checked.data };
}

/** The form and its result. */
export function GetMethodForm(props: {
  /** The account it runs on (its state stays behind the bridge). */
  address: string;
  methodIds: readonly number[];
  unixTime: number | undefined;
}) {
  const id = useId();
  const [method, setMethod] = useState('');
  const [args, setArgs] = useState<ArgDraft[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [limitDrafts, setLimitDrafts] = useState<LimitDrafts>({ gas: '', seconds: '', memory: '' });
  const { run, start, cancel } = useGetMethodCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const methodId = resolveMethodId(method);
    if (methodId === null)
      return setProblem('Enter a method name (e.g. seqno) or a method id (e.g. 85143 or 0x14c97).');
    const values: StackArgument[] = [];
    for (const [i, arg] of args.entries()) {
      const parsed = parseStackArgument(`${arg.type}:${arg.text}`);
      if (!parsed.ok) return setProblem(`Argument ${i + 1}: ${parsed.message}`);
      values.push(parsed.value);
    }
    const limits = limitsOf(limitDrafts);
    if (!limits.ok) return setProblem(limits.message);
    setProblem(null);
    // By name where it has one, so a failure names the method as a person knows it.
    start({
      ...(Object.keys(limits.limits).length > 0 ? { limits: limits.limits } : {}),
      address: props.address,
      method: methodName(methodId) ?? methodId,
      args: values,
      ...(props.unixTime !== undefined ? { unixTime: props.unixTime } : {}),
    });
  };

  const result = run.state === 'done' ? run.result : undefined;
  const pending = run.state === 'running';
  const named = props.methodIds.map((m) => ({ id: m, name: methodName(m) }));
  return (
    <form className="insight-get-method" onSubmit={submit} data-testid="get-method-form" noValidate>
      <label htmlFor={`${id}-method`}>Method (name or id)</label>
      <input
        id={`${id}-method`}
        className="mono"
        value={method}
        onChange={(e) => setMethod(e.target.value)}
        list={`${id}-methods`}
        placeholder="seqno"
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={`${id}-methods`}>
        {named.map((m) => (
          <option key={m.id} value={m.name ?? String(m.id)} />
        ))}
      </datalist>
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
      <fieldset className="insight-limits">
        <legend>Limits of this run</legend>
        {LIMIT_FIELDS.map(([key, label, inputMode, placeholder]) => (
          <Fragment key={key}>
            <label htmlFor={`${id}-${key}`}>{label}</label>
            <input
              id={`${id}-${key}`}
              className="mono"
              inputMode={inputMode}
              value={limitDrafts[key]}
              placeholder={placeholder}
              onChange={(e) => setLimitDrafts({ ...limitDrafts, [key]: e.target.value })}
              autoComplete="off"
            />
          </Fragment>
        ))}
      </fieldset>
      <button type="submit" disabled={pending}>
        {pending ? 'Running…' : 'Run get-method'}
      </button>
      {pending && (
        <button type="button" onClick={cancel} data-testid="get-method-cancel">
          Cancel
        </button>
      )}
      {problem && (
        <p className="banner banner-error" role="alert">
          {problem}
        </p>
      )}
      {run.state === 'failed' && (
        <p className="banner banner-error" role="alert">
          {run.error.kind === 'aborted'
            ? 'The run was cancelled.'
            : `The method could not be run: ${run.error.message}`}
        </p>
      )}
      {result && (
        <div className="insight-result" data-testid="get-method-result" aria-live="polite">
          {result.ran ? (
            <>
              <p data-testid="get-method-exit">
                {methodName(result.method_id) ?? `method ${result.method_id}`}: exit code{' '}
                <strong>{result.exit_code}</strong> ({result.exit_meaning}), gas used {result.gas_used}
              </p>
              <StackList stack={result.stack} />
            </>
          ) : (
            <p className="banner banner-error" role="alert">
              The method could not be run: {result.message}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
