/**
 * Adding a library's code: paste it (Base64 or hex, or toncenter's getLibraries answer as it is) or load
 * a .boc file (or that answer saved), optionally name it. Given the
 * hash a contract's library cell names, the app refuses any other code, saying both hashes. The code is
 * kept on this machine (beside the labels); the indexer is never asked for it.
 */
import { useId, useState } from 'react';
import type { UserLibrary } from '../../shared/libraries/library-record';
import { bytesToBase64 } from '../../shared/tvm/stack-boc';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useAddLibrary } from '../model/use-libraries';
import { FilePickButton } from '../ui/file-pick-button';
import './libraries.css';

/** The form; `expectedHash` is the library a contract names, `onAdded` runs once it is kept. */
export function AddLibraryForm(props: { expectedHash?: string; onAdded?: (library: UserLibrary) => void }) {
  const add = useAddLibrary();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const id = useId();

  async function pick(chosen: File | undefined) {
    if (!chosen) return;
    // A file's bytes go to the store as Base64; the store reads and checks them (one code cell).
    setFile({ name: chosen.name, base64: bytesToBase64(new Uint8Array(await chosen.arrayBuffer())) });
    setText('');
  }

  function submit() {
    const boc = file ? file.base64 : text;
    add.mutate(
      {
        boc,
        ...(name.trim() ? { name } : {}),
        ...(file ? { fileName: file.name.slice(0, 255) } : {}),
        ...(props.expectedHash ? { expectedHash: props.expectedHash } : {}),
      },
      {
        onSuccess: (library) => {
          setText('');
          setName('');
          setFile(null);
          props.onAdded?.(library);
        },
      },
    );
  }

  return (
    <form
      className="library-form"
      data-testid="add-library"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-boc`}>
        The library&apos;s code (a BoC, as Base64 or hex, or toncenter&apos;s getLibraries answer)
        {props.expectedHash && (
          <span className="muted">
            {' '}
            — its hash must be <span className="mono">{props.expectedHash}</span>
          </span>
        )}
      </label>
      <textarea
        id={`${id}-boc`}
        rows={3}
        spellCheck={false}
        className="mono"
        value={text}
        disabled={file !== null}
        onChange={(e) => setText(e.target.value)}
        data-testid="add-library-boc"
      />
      <div className="toolbar">
        <FilePickButton
          accept=".boc,.json,.txt,application/octet-stream,application/json"
          inputLabel="Choose a library BoC file"
          onFile={(chosen) => void pick(chosen)}
          inputTestId="add-library-file"
        >
          Load a .boc file…
        </FilePickButton>
        {file && (
          <span className="muted">
            {file.name}{' '}
            <button type="button" className="link-button" onClick={() => setFile(null)}>
              clear
            </button>
          </span>
        )}
      </div>
      <label htmlFor={`${id}-name`}>Name (optional)</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      <button
        type="submit"
        disabled={add.isPending || (!file && text.trim() === '')}
        data-testid="add-library-submit"
      >
        Add library
      </button>
      {add.isError && <ErrorView error={errorInfoOf(add.error)} title="The library was not added" />}
    </form>
  );
}
