/**
 * Text shortened in the middle to fit its box, without breaking it: the DOM holds the whole text as ONE
 * text node, so what a selection copies, `textContent` and the accessible name a screen reader reads are
 * the whole value, unbroken (two flex items copied as `0.9⏎52712263`, issue 16). The cut is drawn, not
 * made: the text is clipped at its start with an ellipsis (so its tail — the part of an address people
 * compare — always shows), and when it does not fit, its first characters are drawn in front by a CSS
 * pseudo-element, which is neither selectable nor read (`content: … / ""`). Whether it fits is decided
 * by CSS alone (the text's length in `ch` against the width of its row, a percentage), so nothing is
 * measured and no size container is needed (its units cost a style pass per cell inside layout). Meant
 * for monospaced text, where `ch` is every character's width; a text that still overflows its box (a
 * wide glyph) is cut with the clip's ellipsis at its start, so a cut text never reads as whole.
 */

/** `text` in a box that shortens it in the middle when it does not fit; `head` characters lead. */
export function MiddleText(props: { text: string; head?: number; title?: string | undefined }) {
  const { text, head = 5 } = props;
  return (
    <span
      className="middle-text"
      title={props.title ?? text}
      style={{ '--chars': text.length } as React.CSSProperties}
    >
      <span className="middle-row" data-head={text.slice(0, head)}>
        <span className="middle-clip">
          <span dir="ltr">{text}</span>
        </span>
      </span>
    </span>
  );
}
