/**
 * The user's columns (which are shown, their widths), kept in the settings' preferences through the
 * bridge — so Electron (main's settings file) and the web build (local storage) both keep them across
 * a restart with the one saving path every preference uses.
 */
import { useMemo, useState } from 'react';
import { useSettings, useSettingsMutation } from '../model/use-settings';
import type { ColumnChoice } from './column-registry';
import type { ColumnSpec } from '../model/column-spec';

/** The stored choice, a width being dragged (not saved until the drag ends), and the setters. */
export function useColumnChoice(columns: readonly ColumnSpec[]) {
  const saved = useSettings().data?.preferences.resultColumns;
  const save = useSettingsMutation('savePreferences');
  /** A change being saved: shown at once, until the saved settings come back. */
  const [saving, setSaving] = useState<ColumnChoice | null>(null);
  const stored = saving ?? saved;
  const [dragging, setDragging] = useState<{ id: string; width: number } | null>(null);
  // The same object until the choice changes: the table's rows render again when their columns do.
  const choice: ColumnChoice = useMemo(
    () => ({
      visible: stored?.visible,
      widths: dragging ? { ...stored?.widths, [dragging.id]: dragging.width } : stored?.widths,
    }),
    [stored, dragging],
  );
  const persist = (next: ColumnChoice) => {
    setSaving(next);
    save.mutate(
      {
        resultColumns: {
          ...(next.visible ? { visible: [...next.visible] } : {}),
          ...(next.widths ? { widths: { ...next.widths } } : {}),
        },
      },
      { onSettled: () => setSaving(null) },
    );
  };

  return {
    choice,
    /** Shows or hides one column. */
    toggle: (id: string) => {
      const current = stored?.visible ?? columns.filter((c) => c.defaultVisible).map((c) => c.id);
      const visible = current.includes(id) ? current.filter((c) => c !== id) : [...current, id];
      persist({ visible, widths: stored?.widths });
    },
    /** Back to the default columns and widths. */
    reset: () => persist({}),
    /** A width while dragging (`done: false`), saved when the drag ends. */
    resize: (id: string, width: number, done: boolean) => {
      if (!done) {
        setDragging({ id, width: Math.round(width) });
        return;
      }
      setDragging(null);
      persist({ visible: stored?.visible, widths: { ...stored?.widths, [id]: Math.round(width) } });
    },
  };
}
