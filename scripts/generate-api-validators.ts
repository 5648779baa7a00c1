/**
 * Writes shared/api/generated/api-validators.ts: the validators of the decoded API answers, generated
 * FROM their zod schemas (shared/api/validator-codegen.ts). Run after changing a schema in shared/api:
 * `npx tsx scripts/generate-api-validators.ts`. A unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_SCHEMAS } from '../shared/api/fast-validator';
import { generateValidator, renderValidatorsModule } from '../shared/api/validator-codegen';

const target = fileURLToPath(new URL('../shared/api/generated/api-validators.ts', import.meta.url));
const validators = Object.fromEntries(
  Object.entries(GENERATED_SCHEMAS).map(([name, schema]) => [name, generateValidator(schema)]),
);
writeFileSync(target, renderValidatorsModule(validators));
process.stdout.write(`wrote ${target}\n`);
