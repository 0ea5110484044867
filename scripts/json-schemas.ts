/**
 * `npm run schemas`: writes one JSON Schema per collection into `schemas/json/` and the map in
 * `.vscode/settings.json` that gives each YAML file its schema, both from the registry. A test
 * keeps them in sync.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  JSON_SCHEMA_DIR,
  jsonSchemas,
  VSCODE_SETTINGS,
  withYamlSchemaMap,
} from '../pipeline/editors/json-schemas';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, JSON_SCHEMA_DIR);
await mkdir(folder, { recursive: true });
// A collection that was removed leaves no schema behind.
for (const name of await readdir(folder)) await rm(path.join(folder, name));
const schemas = jsonSchemas();
for (const [file, text] of Object.entries(schemas)) await writeFile(path.join(root, file), text);
const settings = path.join(root, VSCODE_SETTINGS);
await writeFile(settings, withYamlSchemaMap(await readFile(settings, 'utf8')));
console.log(
  `Wrote ${Object.keys(schemas).length} JSON Schemas into ${JSON_SCHEMA_DIR}/ and their map into ${VSCODE_SETTINGS}`,
);
