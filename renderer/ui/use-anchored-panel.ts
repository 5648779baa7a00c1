/**
 * A panel that opens under its button (the column picker's, the export menu's): placed in the window,
 * clamped to its edges, scrolled inside when taller; Esc or a click outside it closes it.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Space kept between the panel and the window's edges, in px. */
const MARGIN = 8;

/** The least height worth keeping the panel under its button for (scrolled inside), in px. */
const MIN_BELOW = 200;

/** Where the panel is: its corner, and the height it may take (scrolled inside past it). */
export interface PanelPlace {
  left: number;
  top: number;
  maxHeight: number;
}

/**
 * Where the panel goes: under the button, its right edge at the button's, inside the window — scrolled
 * inside when the room below is short (it leaves the button uncovered, so a second click on it closes
 * the panel); moved up over the button only when the room below is too small to use.
 */
function placePanel(button: HTMLElement, panel: HTMLElement): PanelPlace {
  const anchor = button.getBoundingClientRect();
  const { width } = panel.getBoundingClientRect();
  const height = panel.scrollHeight;
  const left = Math.max(MARGIN, Math.min(anchor.right - width, window.innerWidth - width - MARGIN));
  const below = anchor.bottom + 4;
  const room = window.innerHeight - MARGIN - below;
  if (height <= room || room >= MIN_BELOW) return { left, top: below, maxHeight: room };
  const maxHeight = window.innerHeight - 2 * MARGIN;
  return { left, top: Math.max(MARGIN, window.innerHeight - MARGIN - height), maxHeight };
}

/**
 * Keeps the open panel placed (and re-placed when the window changes); closes it on Esc or a click outside.
 * Used by the column picker and the export menu: a panel under its button, in the window wherever the
 * button is.
 */
export function useAnchoredPanel(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLDivElement | null>,
): PanelPlace | null {
  const [place, setPlace] = useState<PanelPlace | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      if (button.current && panel.current) setPlace(placePanel(button.current, panel.current));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open, button, panel]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, button, panel]);
  return open ? place : null;
}

/**
 * A button and the panel it opens, placed by {@link useAnchoredPanel}: spread `buttonProps` on the button
 * and `panelProps` on the panel (hidden until placed: it never flashes where it does not belong).
 */
export function useAnchoredPanelButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const place = useAnchoredPanel(open, close, button, panel);
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(!open),
  };
  const panelProps = { ref: panel, id: panelId, style: place ?? { visibility: 'hidden' as const } };
  return { open, setOpen, button, buttonProps, panelProps };
}
