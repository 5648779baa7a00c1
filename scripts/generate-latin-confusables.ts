/**
 * Writes shared/format/generated/latin-confusables.ts: the characters that look like Latin letters or
 * digits, from Unicode's confusables (UTS #39) as the npm package unhomoglyph ships them, kept and
 * grouped by scripts/latin-confusables-table.ts. Run after changing the additions there, or to take a
 * newer table: `npx tsx scripts/generate-latin-confusables.ts`. A unit test fails while the file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { latinConfusables, renderLatinConfusablesModule } from './latin-confusables-table';

const target = fileURLToPath(new URL('../shared/format/generated/latin-confusables.ts', import.meta.url));
mkdirSync(dirname(target), { recursive: true });
const table = latinConfusables(confusables as Record<string, string>);
writeFileSync(target, renderLatinConfusablesModule(table));
process.stdout.write(`wrote ${target} (${table.size} characters)\n`);
