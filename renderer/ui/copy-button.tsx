/** A small button that copies a value and says so (politely announced for screen readers). */
import { useEffect, useState } from 'react';

/** Copies text, with the old-API fallback for contexts without the async Clipboard API. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** "Copy" button for `value`; `label` names what is copied ("Copy root hash"). */
export function CopyButton(props: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={props.label}
      title={props.label}
      onClick={(event) => {
        // Inside a clickable row the copy must not also open the detail.
        event.stopPropagation();
        void copyText(props.value).then((ok) => setState(ok ? 'copied' : 'failed'));
      }}
    >
      <span aria-hidden="true">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed' : 'Copy'}</span>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}

/** A value with a copy button next to it; long values wrap (monospace). */
export function CopyableValue(props: { value: string; label: string; mono?: boolean }) {
  return (
    <span className="copyable">
      <span className={props.mono === false ? 'copyable-text' : 'copyable-text mono'}>{props.value}</span>
      <CopyButton value={props.value} label={props.label} />
    </span>
  );
}
