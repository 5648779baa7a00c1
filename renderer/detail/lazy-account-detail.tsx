/**
 * The account page, loaded when it is first opened: its code (the page, the contract's details, the
 * tokens, the cell tree's entry) is a chunk of its own, off the first screen's script. Once opened it
 * stays mounted, closed while no account is open, as the page itself expects (it closes its dialog and
 * hands the focus back).
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { AccountDetailDialog as Page } from './account-detail-dialog';

const AccountPage = lazy(() =>
  import('./account-detail-dialog').then((m) => ({ default: m.AccountDetailDialog })),
);

/** {@link Page}, loaded on first open. */
export function AccountDetailDialog(props: ComponentProps<typeof Page>) {
  const open = props.row !== null || (props.startAt ?? null) !== null;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AccountPage {...props} />
    </Suspense>
  ) : null;
}
