/**
 * A get-method's result stack, typed: integers as decimal text, an address-shaped slice as an address
 * (one click looks it up), other cells and slices as their BoC, tuples nested; a continuation as its
 * type, and a value past the bounds a result is read with as what it was and why it is not shown.
 */
import type { StackValue } from '../../shared/tvm/stack-schema';
import { CopyableValue } from '../ui/copy-button';
import { AddressValue } from './address-value';

/** One entry. */
function Entry(props: { value: StackValue }) {
  const { value } = props;
  switch (value.type) {
    case 'int':
      return <CopyableValue value={value.value} label="Copy the integer" />;
    case 'slice':
      return value.address ? (
        <>
          <span className="muted">address </span>
          <AddressValue raw={value.address} label="returned address" />
        </>
      ) : (
        <CopyableValue value={value.boc} label="Copy the slice BoC" />
      );
    case 'cell':
    case 'builder':
      return <CopyableValue value={value.boc} label={`Copy the ${value.type} BoC`} />;
    case 'tuple':
      return <StackList stack={value.items} nested />;
    case 'unread':
      return <span className="muted">not read: {value.what}</span>;
    case 'continuation':
      return <span className="muted">code the contract returned (not shown)</span>;
    default:
      return <span className="mono">{value.type}</span>;
  }
}

/** A stack (or a tuple's items), one row per entry with its index and type. */
export function StackList(props: { stack: readonly StackValue[]; nested?: boolean }) {
  if (props.stack.length === 0)
    return <span className="muted">{props.nested ? 'empty tuple' : 'the stack is empty'}</span>;
  return (
    <ol className="insight-stack" start={0} data-testid={props.nested ? undefined : 'stack'}>
      {props.stack.map((value, i) => (
        <li key={i} data-type={value.type}>
          <span className="badge badge-neutral">
            {value.type === 'slice' && value.address ? 'address' : value.type}
          </span>{' '}
          <Entry value={value} />
        </li>
      ))}
    </ol>
  );
}
