// Writes src/api/openapi-types.ts from the committed OpenAPI document (backend/openapi.json) with openapi-typescript.
// `--stdout` prints the file instead: src/api/openapi-types.spec.ts compares that with the committed one.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const domain = join(dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = join(domain, '..', 'backend', 'openapi.json');
const typesFile = join(domain, 'src', 'api', 'openapi-types.ts');

const HEADER = `// generated, do not edit: \`npm run generate:api-types -w domain\` writes it from backend/openapi.json.\n\n`;

// defaultNonNullable false: a request field with a default (urgent) may be left out by the caller.
const ast = await openapiTS(JSON.parse(readFileSync(documentFile, 'utf8')), { defaultNonNullable: false });
const source = HEADER + astToString(ast);

if (process.argv.includes('--stdout')) process.stdout.write(source);
else writeFileSync(typesFile, source);
