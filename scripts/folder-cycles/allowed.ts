/**
 * The folder edges that lay on a cycle when the folder-cycle rule came in (scripts/folder-cycles/check.ts),
 * each with the work area whose change removes it. The list only shrinks: an entry whose edge no longer
 * lies on a cycle fails lint until it is deleted, and a new cycle fails at once.
 */
import type { AllowedCycleEdge } from './check';

export const ALLOWED_CYCLE_EDGES: readonly AllowedCycleEdge[] = [
  // The lookup's model (outcome, rows, store) lives in renderer/lookup and renderer/results beside the
  // screens that import it; the renderer model folder (a folder the screens import and that imports no
  // screen) ends these.
  { edge: 'renderer/lookup -> renderer/results', owner: 'jobs' },
  { edge: 'renderer/results -> renderer/lookup', owner: 'jobs' },
  { edge: 'renderer/lookup -> renderer/address-book', owner: 'jobs' },
  { edge: 'renderer/lookup -> renderer/insight', owner: 'jobs' },
  { edge: 'renderer/address-book -> renderer/lookup', owner: 'jobs' },
  { edge: 'renderer/address-book -> renderer/labels', owner: 'jobs' },
  { edge: 'renderer/detail -> renderer/lookup', owner: 'jobs' },
  { edge: 'renderer/detail -> renderer/results', owner: 'jobs' },
  { edge: 'renderer/detail -> renderer/labels', owner: 'jobs' },
  { edge: 'renderer/detail -> renderer/watch', owner: 'jobs' },
  { edge: 'renderer/detail -> renderer/insight', owner: 'jobs' },
  { edge: 'renderer/insight -> renderer/lookup', owner: 'jobs' },
  { edge: 'renderer/insight -> renderer/results', owner: 'jobs' },
  { edge: 'renderer/labels -> renderer/lookup', owner: 'jobs' },
  { edge: 'renderer/labels -> renderer/results', owner: 'jobs' },
  { edge: 'renderer/results -> renderer/detail', owner: 'jobs' },
  { edge: 'renderer/results -> renderer/labels', owner: 'jobs' },
  { edge: 'renderer/watch -> renderer/labels', owner: 'jobs' },
  // Came with case-core's merge (the screens read the address display rule and the rows): the same
  // renderer model folder ends them.
  { edge: 'renderer/address-book -> renderer/detail', owner: 'jobs' },
  { edge: 'renderer/address-book -> renderer/results', owner: 'jobs' },
  { edge: 'renderer/watch -> renderer/lookup', owner: 'jobs' },
];
