/**
 * "Skip to the first result": a keyboard user who just ran a lookup goes from the form straight to the
 * results' first row instead of tabbing through every control between them.
 */

/** Focuses the results' first row (scrolled into view first: the table renders only the rows in view). */
function focusFirstRow(): void {
  const scroll = document.querySelector<HTMLElement>('[data-testid="results-table"]');
  if (!scroll) return;
  scroll.scrollTop = 0;
  requestAnimationFrame(() =>
    scroll.querySelector<HTMLElement>('[data-testid="result-row"][data-row-position="0"]')?.focus(),
  );
}

/** The skip link. */
export function SkipToResults() {
  return (
    <a
      href="#results-table"
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        focusFirstRow();
      }}
      data-testid="skip-to-results"
    >
      Skip to the first result
    </a>
  );
}
