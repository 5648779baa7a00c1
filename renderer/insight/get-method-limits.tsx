/** The get-method form's limits of one run (gas, seconds, memory): defaults shown, raisable, checked here. */
import { Fragment, useId } from 'react';
import {
  DEFAULT_GAS_LIMIT,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_TIME_LIMIT_MS,
  MAX_GAS_LIMIT,
  MAX_MEMORY_LIMIT_MB,
  MAX_TIME_LIMIT_MS,
} from '../../shared/tvm/limits';
import { getMethodLimitsSchema, type GetMethodLimits } from '../../shared/tvm/limits-schema';

/** The limits as typed (empty: the default). */
export interface LimitDrafts {
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
export function limitsOf(
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

/** The limits fieldset; the form owns the drafts. */
export function GetMethodLimitFields(props: {
  drafts: LimitDrafts;
  setDrafts: (drafts: LimitDrafts) => void;
}) {
  const { drafts, setDrafts } = props;
  const id = useId();
  return (
    <fieldset className="insight-limits">
      <legend>Limits of this run</legend>
      {LIMIT_FIELDS.map(([key, label, inputMode, placeholder]) => (
        <Fragment key={key}>
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <input
            id={`${id}-${key}`}
            className="mono"
            inputMode={inputMode}
            value={drafts[key]}
            placeholder={placeholder}
            onChange={(e) => setDrafts({ ...drafts, [key]: e.target.value })}
            autoComplete="off"
          />
        </Fragment>
      ))}
    </fieldset>
  );
}
