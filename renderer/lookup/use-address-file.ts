/**
 * Loading the Addresses list from a file, picked or dropped on the form: the file's text fills the box
 * (a big one shows as a card), and a file that cannot be read says why without touching the list.
 */
import { useState, type DragEvent } from 'react';
import { useReadTextFile, type ListFileRef } from '../model/read-text-file';
import { isBigFile, type LoadedFile } from './file-card';

/** The handlers that make an element a drop target for a list file. */
export interface FileDropHandlers {
  onDragOver: (e: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (e: DragEvent<HTMLElement>) => void;
}

/** Drag and drop of a file on the form: the file is read as if picked; dropped text goes to the box. */
function fileDropHandlers(
  setDragging: (on: boolean) => void,
  load: (file: File | undefined) => void,
): FileDropHandlers {
  return {
    onDragOver: (e) => {
      if (e.dataTransfer.types.includes('Files')) {
        e.preventDefault();
        setDragging(true);
      }
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event) => {
      setDragging(false);
      if (event.dataTransfer.files.length === 0) return; // dropped text: let the textarea insert it
      event.preventDefault();
      load(event.dataTransfer.files[0]);
    },
  };
}

/**
 * `onRead` gets a read file's text, its card when it is big enough for one, and the file whose own
 * columns are kept behind the bridge (a CSV with any). Returns the load
 * function (for the file picker), the drop handlers, whether a file is dragged over, and the last
 * read's error or note.
 */
export function useAddressFile(
  onRead: (text: string, file: LoadedFile | null, listFile: ListFileRef | null) => void,
) {
  const readTextFile = useReadTextFile();
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const load = async (chosen: File | undefined) => {
    if (!chosen) return;
    const read = await readTextFile(chosen);
    if (read.ok) {
      const card = isBigFile(read.text) ? { name: chosen.name, bytes: chosen.size } : null;
      onRead(read.text, card, read.listFile ?? null);
      setError(null);
      setNote(read.note ?? null);
    } else {
      setError(read.error);
      setNote(null);
    }
  };
  const dropHandlers = fileDropHandlers(setDragging, (chosen) => void load(chosen));
  /** Forgets the note of a file whose list was cleared. */
  const clearNote = () => setNote(null);
  return { load, dropHandlers, dragging, error, note, clearNote };
}
