/**
 * Text shortened in the middle by CSS, not by cutting it: the head shrinks with an ellipsis, the tail
 * (the part of an address or an amount people compare) always shows. The DOM keeps the whole text, so
 * selecting, copying and `textContent` give it exactly; the title shows it too.
 */

/** `text` shortened in the middle to fit its cell; `tail` characters at the end are always shown. */
export function MiddleText(props: { text: string; tail?: number; title?: string | undefined }) {
  const { text, tail = 8 } = props;
  const cut = Math.max(0, text.length - tail);
  return (
    <span className="middle-text" title={props.title ?? text}>
      <span className="middle-head">{text.slice(0, cut)}</span>
      <span className="middle-tail">{text.slice(cut)}</span>
    </span>
  );
}
