/**
 * Token images are never loaded by default: loading one tells its host that this address was viewed,
 * from this IP. The user sees the host first and decides. Under the Electron build's content policy
 * remote images stay blocked; the failure is then said plainly.
 */
import { useState } from 'react';

/** A "Load image" control for an indexer-supplied image URL. */
export function RemoteImage(props: { url: string; label: string }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  let host: string | null = null;
  try {
    const parsed = new URL(props.url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') host = parsed.host;
  } catch {
    host = null;
  }
  if (!host) return <span className="mono pre-wrap">{props.url} (not a web address; not loaded)</span>;
  return (
    <div className="remote-image">
      <span className="mono pre-wrap">{props.url}</span>
      {state === 'idle' && (
        <button type="button" onClick={() => setState('loading')}>
          Load image from {host}
        </button>
      )}
      {state === 'loading' && (
        <img
          src={props.url}
          alt={`${props.label} (from ${host})`}
          referrerPolicy="no-referrer"
          loading="lazy"
          className="token-image"
          onError={() => setState('failed')}
        />
      )}
      {state === 'failed' && (
        <span className="muted" role="status">
          The image from {host} could not be loaded (it may not exist, or this app's security policy blocks
          remote images).
        </span>
      )}
    </div>
  );
}
