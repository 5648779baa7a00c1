/**
 * Text selection in the results table: a drag selects (it does not open the row), and a copy of what
 * it selected gives each cell it touches whole — an address shortened in the middle, an amount whose
 * fraction the cell cuts: the DOM holds each as one unbroken text (ui/middle-text.tsx), and the copy
 * takes that text, never the few characters the drag happened to cover. Cells go tab-separated, rows
 * one a line, as a spreadsheet pastes them.
 */
import type { ClipboardEvent } from 'react';

/** True when the user's selection is a range (a drag made one) that touches `element`. */
export function madeSelectionIn(element: Element): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.containsNode(element, true);
}

/** Parts a copy leaves out: controls (the ✎ button, a checkbox) and what is hidden from sight. */
function leftOut(element: Element): boolean {
  return (
    element.tagName === 'INPUT' ||
    element.classList.contains('icon-button') ||
    element.classList.contains('visually-hidden') ||
    element.getAttribute('aria-hidden') === 'true'
  );
}

/** A cell's text as it shows, whole: its parts (a badge, a name, an amount) one space apart. */
export function cellText(cell: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
      else if (child instanceof Element && !leftOut(child)) {
        // Flex items (a badge beside a name) are drawn apart: a space keeps their words apart.
        const apart = getComputedStyle(child).display !== 'inline';
        if (apart) parts.push(' ');
        walk(child);
        if (apart) parts.push(' ');
      }
    }
  };
  walk(cell);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The copy of a selection in the table: every cell it touches, whole; rows a line each, cells a tab apart. */
export function copySelectedCells(event: ClipboardEvent<HTMLElement>): void {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed) return;
  const lines: string[] = [];
  for (const row of event.currentTarget.querySelectorAll('[role="row"]')) {
    if (!selection.containsNode(row, true)) continue;
    const cells = [...row.children].filter(
      (cell) => cell.getAttribute('data-col') !== 'select' && selection.containsNode(cell, true),
    );
    if (cells.length > 0) lines.push(cells.map(cellText).join('\t'));
  }
  if (lines.length === 0) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', lines.join('\n'));
}
