/**
 * "Run any get-method" on the account's indexed state: the method by name or id (the code's own
 * methods offered by name where known), typed arguments (integer, address, cell or slice as a BoC) that
 * can be added and removed, the run's limits (gas, seconds, memory — defaults shown, raisable for this
 * run), and the result as a typed stack with exit code, meaning and gas. Runs behind the bridge (the
 * emulator's Worker or main's thread), never on this page's thread; Cancel stops it at once.
 */
import { useId, useState, type FormEvent } from 'react';
import { methodName } from '../../shared/contracts/method-names';
import { resolveMethodId } from '../../shared/tvm/method-id';
import { useGetMethodCall } from '../model/use-get-method-call';
import { argumentsOf, GetMethodArgs, type ArgDraft } from './get-method-args';
import { GetMethodLimitFields, limitsOf, type LimitDrafts } from './get-method-limits';
import { GetMethodOutcome } from './get-method-outcome';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [limitDrafts, setLimitDrafts] = useState<LimitDrafts>({ gas: '', seconds: '', memory: '' });
  const { run, start, cancel } = useGetMethodCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const methodId = resolveMethodId(method);
    if (methodId === null)
      return setProblem('Enter a method name (e.g. seqno) or a method id (e.g. 85143 or 0x14c97).');
    const values = argumentsOf(args);
    if (!values.ok) return setProblem(values.message);
    const limits = limitsOf(limitDrafts);
    if (!limits.ok) return setProblem(limits.message);
    setProblem(null);
    // By name where it has one, so a failure names the method as a person knows it.
    start({
      ...(Object.keys(limits.limits).length > 0 ? { limits: limits.limits } : {}),
      address: props.address,
      method: methodName(methodId) ?? methodId,
      args: values.values,
      ...(props.unixTime !== undefined ? { unixTime: props.unixTime } : {}),
    });
  };

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
      <GetMethodArgs args={args} setArgs={setArgs} />
      <GetMethodLimitFields drafts={limitDrafts} setDrafts={setLimitDrafts} />
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
      <GetMethodOutcome run={run} />
    </form>
  );
}
