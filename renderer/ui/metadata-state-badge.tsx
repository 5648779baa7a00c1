/**
 * Badges for the states of an account's metadata (shared/format/metadata-state.ts): scam, NSFW,
 * unreadable (`valid: false`), pending (`is_indexed: false`). Each names itself in words and explains
 * itself in full (tooltip and accessible description), so no state is told by colour alone.
 */
import {
  METADATA_STATE_TEXT,
  metadataStateKinds,
  type MetadataState,
  type MetadataStateKind,
} from '../../shared/format/metadata-state';

/** One state as a small labelled badge. */
export function MetadataStateBadge(props: { kind: MetadataStateKind }) {
  const { label, explanation } = METADATA_STATE_TEXT[props.kind];
  return (
    <span
      className="metadata-state"
      data-state={props.kind}
      data-testid="metadata-state"
      title={explanation}
      aria-label={`${label}: ${explanation}`}
      role="note"
    >
      {label}
    </span>
  );
}

/** Every state that holds, most serious first; nothing when none does. */
export function MetadataStateBadges(props: { state: MetadataState | null }) {
  const kinds = metadataStateKinds(props.state);
  if (kinds.length === 0) return null;
  return (
    <span className="metadata-states" data-testid="metadata-states" data-states={kinds.join(' ')}>
      {kinds.map((kind) => (
        <MetadataStateBadge key={kind} kind={kind} />
      ))}
    </span>
  );
}
