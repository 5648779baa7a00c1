/**
 * "Run any get-method" on the account's indexed state: the method by name or id (the code's own
 * methods offered by name where known), typed arguments (integer, address, cell or slice as a BoC) that
 * can be added and removed, and the result as a typed stack with exit code, meaning and gas. Runs
 * behind the bridge (the emulator's Worker or main's thread), never on this page's thread.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AccountState } from '../../shared/api/account-states';
import { methodName } from '../../shared/contracts/method-names';
import { resolveMethodId } from '../../shared/tvm/method-id';
import type { StackValue } from '../../shared/tvm/stack';
import { parseStackArgument } from '../../shared/tvm/stack-args';
import { errorInfoOf, unwrap, useBridge } from '../bridge/bridge-context';
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

/** The form and its result. */
export function GetMethodForm(props: {
  account: AccountState;
  methodIds: readonly number[];
  unixTime: number | undefined;
  testnet: boolean;
}) {
  const { bridge } = useBridge();
  const id = useId();
  const [method, setMethod] = useState('');
  const [args, setArgs] = useState<ArgDraft[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (request: { method: string | number; args: StackValue[] }) =>
      unwrap(
        bridge.runGetMethod({
          account: {
            address: props.account.address,
            code_boc: props.account.code_boc ?? '',
            ...(props.account.data_boc ? { data_boc: props.account.data_boc } : {}),
            balance: props.account.balance ?? '0',
          },
          method: request.method,
          args: request.args,
          ...(props.unixTime !== undefined ? { unixTime: props.unixTime } : {}),
        }),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const methodId = resolveMethodId(method);
    if (methodId === null)
      return setProblem('Enter a method name (e.g. seqno) or a method id (e.g. 85143 or 0x14c97).');
    const values: StackValue[] = [];
    for (const [i, arg] of args.entries()) {
      const parsed = parseStackArgument(`${arg.type}:${arg.text}`);
      if (!parsed.ok) return setProblem(`Argument ${i + 1}: ${parsed.message}`);
      values.push(parsed.value);
    }
    setProblem(null);
    run.mutate({ method: methodId, args: values });
  };

  const result = run.data;
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
      <button type="submit" disabled={run.isPending}>
        {run.isPending ? 'Running…' : 'Run get-method'}
      </button>
      {problem && (
        <p className="banner banner-error" role="alert">
          {problem}
        </p>
      )}
      {run.isError && (
        <p className="banner banner-error" role="alert">
          The method could not be run: {errorInfoOf(run.error).message}
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
              <StackList stack={result.stack} testnet={props.testnet} />
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
