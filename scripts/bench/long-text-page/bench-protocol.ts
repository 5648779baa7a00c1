/** What the long-text bench page (main.tsx) measures for one opening of the dialog. */
export interface OpenSample {
  /** From the render to the second animation frame after it (the dialog painted). */
  openMs: number;
  /** The longest main-thread task the Long Tasks API saw meanwhile (0 when none reached 50 ms). */
  longestTaskMs: number;
}
