/** The Watch screen's "Add an address" card: one field and a Watch button. */
import { useState } from 'react';
import type { WatchChange } from '../model/use-watch';

/** The form that adds an address to the watch list through the screen's shared mutation. */
export function WatchAddForm({ change }: { change: WatchChange }) {
  const [address, setAddress] = useState('');
  return (
    <section className="card" aria-labelledby="watch-add-heading">
      <h3 id="watch-add-heading">Add an address</h3>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const submitted = address.trim();
          // Clear the field only if it still holds what was saved: a user who typed the next
          // address while this save was on its way keeps it.
          if (submitted)
            change.mutate(
              { kind: 'watch', address: submitted },
              { onSuccess: () => setAddress((now) => (now.trim() === submitted ? '' : now)) },
            );
        }}
      >
        <label>
          Address to watch{' '}
          <input
            className="mono"
            size={52}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            data-testid="watch-address"
          />
        </label>
        <button type="submit" className="primary" data-testid="watch-add">
          Watch
        </button>
      </form>
    </section>
  );
}
