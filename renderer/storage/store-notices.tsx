/**
 * What the start-up check found damaged in the app's stores (shared/storage/storage-core.ts), shown on
 * the screen of each store it concerns — the Log, Favourites, Watch — until the user dismisses it: what
 * could not be read, where, what the app did (repaired, moved aside) and where the damaged copy is kept.
 * The storage engine's own words are behind "Details", as plain text.
 */
import { useId, useState } from 'react';
import { concerns, type StoreNotice } from '../../shared/storage/store-notice';
import { useBridgeMutation, useBridgeQuery } from '../model/bridge-query';

/** The kept notices (read once per session, and again after a dismissal). */
function useStoreNotices() {
  return useBridgeQuery('storeNotices', undefined, {
    select: (value) => value.notices,
    staleTime: Infinity,
    retry: false,
  });
}

/** One notice, with its details and a dismiss button. */
function NoticeView(props: { notice: StoreNotice; onDismiss: () => void; busy: boolean }) {
  const { notice } = props;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div className="banner banner-warning" role="alert" data-testid="store-notice" data-notice-id={notice.id}>
      <p className="banner-title">
        <strong>Stored data was damaged ({new Date(notice.at).toLocaleString()}): </strong>
        {notice.message}
      </p>
      <div className="banner-actions">
        {notice.detail && (
          <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Hide details' : 'Details'}
          </button>
        )}
        <button
          type="button"
          onClick={props.onDismiss}
          disabled={props.busy}
          data-testid="store-notice-dismiss"
        >
          Dismiss
        </button>
      </div>
      {open && notice.detail && (
        <pre id={detailsId} className="banner-details mono pre-wrap">
          {notice.detail}
        </pre>
      )}
    </div>
  );
}

/** The notices that concern store `store` (`log`, `labels`, `watch`, `libraries`). */
export function StoreNotices(props: { store: string }) {
  const notices = useStoreNotices();
  const dismiss = useBridgeMutation('dismissStoreNotice', { invalidates: ['storeNotices'] });
  const shown = (notices.data ?? []).filter((notice) => concerns(notice, props.store));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((notice) => (
        <NoticeView
          key={notice.id}
          notice={notice}
          busy={dismiss.isPending}
          onDismiss={() => dismiss.mutate({ id: notice.id })}
        />
      ))}
    </>
  );
}
