/**
 * What the Log screen's buttons do with an entry: Open shows it as it was (its paste back in the paste
 * box), Re-run looks the same accounts up again against the same indexer with the entry as the baseline
 * to compare with, Export saves it as a JSON file a support agent can attach to a case.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { keptEntryJson, type KeptLookupEntry } from '../../shared/lookup-log/log-entry';
import { useBridgeCall } from '../model/bridge-query';
import { useLookupActions } from '../model/lookup-context';
import { useLogEntryReader } from '../model/use-lookup-log';
import { requestedOfEntry, restoredPasteOfEntry } from '../model/lookup-log-link';
import { useNavigation } from '../ui/navigation';
import { restorePasteTextWith } from '../model/previous-lookup';
import { formatDateTime } from '../../shared/format/locale-format';
import type { LogAction } from './log-row';

/** The entries' actions as one mutation (one at a time), and the line that says where an export went. */
export function useLogActions() {
  const call = useBridgeCall();
  const reader = useLogEntryReader();
  // Actions only: the Log screen is never re-rendered by a running lookup.
  const lookup = useLookupActions();
  const { go } = useNavigation();
  const [status, setStatus] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: async ({ action, id }: { action: LogAction; id: string }) => {
      if (action === 'open') {
        // In parts and slices: a 100,000-account entry never makes one long task on this page.
        const { entry, outcome } = await reader.open(id);
        // The whole input comes back in the paste box: the message, its mistyped address and all.
        if (entry.pasted) restorePasteTextWith(outcome.request, restoredPasteOfEntry(entry).text);
        lookup.reopen(outcome);
        go('accounts');
        return;
      }
      const entry: KeptLookupEntry = await reader.read(id);
      if (action === 'rerun') {
        lookup.run(requestedOfEntry(entry), entry.includeBoc, {
          profileId: entry.profile.id,
          baseline: { logId: entry.id, createdAt: entry.createdAt, result: entry.result },
          // The list file's columns the entry keeps, taken from it behind the bridge.
          ...(entry.inputHeaders ? { listFile: { id: entry.id, headers: entry.inputHeaders } } : {}),
        });
        go('accounts');
      } else {
        const saved = await call('saveFile', {
          suggestedName: `ton-lookup-${entry.createdAt.replace(/[:.]/g, '-')}.json`,
          content: keptEntryJson(entry),
          format: 'json',
        });
        setStatus(
          saved.saved
            ? `Saved the lookup of ${formatDateTime(entry.createdAt)}${saved.location ? ` to ${saved.location}` : ''}.`
            : 'Export cancelled; nothing was saved.',
        );
      }
    },
  });
  return { act, status };
}
