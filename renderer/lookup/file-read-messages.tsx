/**
 * What the last list file read said: why it could not be read (the list is left as it was), or a note
 * on how it was read (such as the CSV column the addresses were taken from).
 */

/** The error (an alert) or the note (a status), whichever there is. */
export function FileReadMessages(props: { error: string | null; note: string | null }) {
  return (
    <>
      {props.error && (
        <p className="error-text" role="alert" data-testid="file-error">
          {props.error}
        </p>
      )}
      {props.note && (
        <p className="muted" role="status" data-testid="file-note">
          {props.note}
        </p>
      )}
    </>
  );
}
