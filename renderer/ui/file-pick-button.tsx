/**
 * A button that opens the system's file chooser. The chooser is a hidden file input (a styled button
 * stands for it, the input keeps the accessible name); the input is emptied after each choice, so the
 * same file chosen again — edited meanwhile — is read again.
 */
import { useRef, type ReactNode } from 'react';

/** The button and its hidden input; `onFile` gets the file chosen (undefined when none was). */
export function FilePickButton(props: {
  children: ReactNode;
  accept: string;
  /** The input's accessible name: what kind of file to choose. */
  inputLabel: string;
  onFile: (file: File | undefined) => void;
  buttonTestId?: string;
  inputTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} data-testid={props.buttonTestId}>
        {props.children}
      </button>
      <input
        ref={input}
        type="file"
        accept={props.accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={props.inputLabel}
        onChange={(e) => {
          props.onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid={props.inputTestId}
      />
    </>
  );
}
