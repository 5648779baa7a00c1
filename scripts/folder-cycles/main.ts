/**
 * `npm run lint`'s folder-cycle rule: prints every folder cycle not on the allow-list (with the imports
 * that make it) and every allow-list entry that is no longer needed, and exits 1 if there is any.
 */
import { join } from 'node:path';
import { ALLOWED_CYCLE_EDGES } from './allowed';
import { folderCycleProblems } from './check';
import { projectImports } from './import-graph';

const problems = folderCycleProblems(
  projectImports(join(import.meta.dirname, '..', '..')),
  ALLOWED_CYCLE_EDGES,
);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} folder-cycle problem(s) (scripts/folder-cycles/check.ts).`);
  process.exit(1);
}
