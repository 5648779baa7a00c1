/** "Show raw JSON" on demand: a toggle button and the pretty-printed value as text. */
import { useId, useState } from 'react';
import { CopyButton } from './copy-button';

/** A disclosure with the JSON of `value`; `label` names it ("raw JSON of the chain status"). */
export function JsonToggle(props: { value: unknown; label: string; buttonText?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = open ? JSON.stringify(props.value, null, 2) : '';
  return (
    <div className="json-toggle">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide raw JSON' : (props.buttonText ?? 'Show raw JSON')}
      </button>
      {open && (
        <div id={id} className="json-block">
          <CopyButton value={text} label={`Copy ${props.label}`} />
          <pre tabIndex={0} aria-label={props.label}>
            {text}
          </pre>
        </div>
      )}
    </div>
  );
}
