/** What the harness asks of the app window's thread (renderer-thread.ts), and what each call answers. */
import type { DetailSummary, GetMethodSummary, LookupAction, LookupSummary } from './renderer-actions';

/** One call to the window's thread. */
export type RendererCall =
  | { action: 'open' }
  | { action: 'lookup'; arg: LookupAction }
  | { action: 'detail'; arg: string }
  | { action: 'getMethod'; arg: { raw: string; method: string } }
  | { action: 'coverage' };

/** What each call answers. */
export interface RendererValues {
  open: void;
  lookup: LookupSummary;
  detail: DetailSummary;
  getMethod: GetMethodSummary;
  coverage: string[];
}

/** The thread's answer to call `id`. */
export type RendererReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
