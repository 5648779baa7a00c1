/**
 * The drag handle on a column header's right edge: drag with the pointer, or focus it and press the
 * arrow keys (10 px a step). The width is shown live and saved when the drag (or the key press) ends.
 */
import type { KeyboardEvent, PointerEvent } from 'react';

/** The handle of one column, `width` px wide now, never below `min`. */
export function ColumnResizer(props: {
  label: string;
  width: number;
  min: number;
  onResize: (width: number, done: boolean) => void;
}) {
  const { label, width, min, onResize } = props;
  const clamp = (w: number) => Math.min(2000, Math.max(min, w));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => onResize(clamp(width + e.clientX - startX), false);
    const up = (e: globalThis.PointerEvent) => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
      onResize(clamp(width + e.clientX - startX), true);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 10 : event.key === 'ArrowLeft' ? -10 : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(clamp(width + step), true);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${label}`}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={2000}
      tabIndex={0}
      className="column-resizer"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
      data-testid="column-resizer"
    />
  );
}
