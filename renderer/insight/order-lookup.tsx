/**
 * "Find order N" on a multisig v2's page: the order's address derived from the multisig's address and
 * the order code its code names (shared/contracts/multisig-orders.ts), opened on top of the page like
 * any address it shows — the app then looks it up with accountStates, as any account. Prefilled with the
 * last order the multisig numbered (its next seqno less one), so the latest proposal is one click away.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_ORDER_SEQNO, orderAddress } from '../../shared/contracts/multisig-orders';
import { Address } from '../model/address';
import { useFollowAccount } from '../model/follow-account';
import { Field } from './detail-fields';
import type { Details } from './named-fields';

/** A seqno as typed (decimal, 0 to 2^256 - 1), or null. */
function seqnoOf(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,78}$/.test(trimmed)) return null;
  const value = BigInt(trimmed);
  return value <= MAX_ORDER_SEQNO ? value : null;
}

/** The last order the multisig numbered, as text; empty when it takes any seqno or has none yet. */
function lastOrderText(next: unknown): string {
  const value = typeof next === 'number' || typeof next === 'string' ? BigInt(next) : null;
  return value !== null && value > 0n ? String(value - 1n) : '';
}

/** The lookup, for a multisig whose details name its order code; nothing otherwise. */
export function MultisigOrderLookup(props: { multisigRaw: string; multisig: Details }) {
  const orderCode = typeof props.multisig.order_code === 'string' ? props.multisig.order_code : null;
  if (!orderCode) return null;
  return <OrderLookupForm multisigRaw={props.multisigRaw} orderCode={orderCode} next={props.multisig} />;
}

function OrderLookupForm(props: { multisigRaw: string; orderCode: string; next: Details }) {
  const id = useId();
  const followAccount = useFollowAccount();
  const [text, setText] = useState(() => lastOrderText(props.next.next_order_seqno));
  const seqno = seqnoOf(text);
  const raw = seqno === null ? null : orderAddress(props.multisigRaw, seqno, props.orderCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (raw && followAccount) followAccount(raw, `order ${seqno}`);
  };
  return (
    <Field name="Find an order" testId="multisig-find-order">
      <form className="insight-order-lookup" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-seqno`}>Order seqno</label>{' '}
        <input
          id={`${id}-seqno`}
          className="mono"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="0"
          autoComplete="off"
          size={8}
          data-testid="multisig-order-seqno"
        />{' '}
        <button type="submit" disabled={!raw || !followAccount} data-testid="multisig-open-order">
          Open order
        </button>{' '}
        {raw ? (
          <span className="muted" data-testid="multisig-order-address">
            at <Address raw={raw} role="contract" />
          </span>
        ) : (
          text.trim() !== '' && <span className="muted">a seqno is a whole number from 0</span>
        )}
      </form>
    </Field>
  );
}
