/**
 * The folder edges that may lie on a cycle (scripts/folder-cycles/check.ts). It started with the edges
 * that lay on one when the rule came in, each with the work area whose change would remove it; the
 * list only shrinks — an entry whose edge no longer lies on a cycle fails lint until it is deleted, and
 * a new cycle fails at once. It is empty: the pieces screens share live in renderer/model (rows, their
 * written address and look-alike mark, the column shape, the label editor, the Watch button, the
 * previous lookup) and renderer/ui (the label tag), so no screen imports a screen that imports it back.
 */
import type { AllowedCycleEdge } from './check';

export const ALLOWED_CYCLE_EDGES: readonly AllowedCycleEdge[] = [];
