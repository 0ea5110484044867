/**
 * `npm run schemas`: writes one JSON Schema per collection into node_modules/.cache/json-schemas/
 * and the map in `.vscode/settings.json` that gives each YAML file its schema, both from the
 * registry. `npm install` runs it (the `postinstall` script), so VS Code has them on a fresh clone.
 */
import path from 'node:path';
import { JSON_SCHEMA_DIR, VSCODE_SETTINGS, writeJsonSchemas } from '../pipeline/editors/json-schemas';

const root = path.resolve(import.meta.dirname, '..');
const written = await writeJsonSchemas(root);
console.log(`Wrote ${written} JSON Schemas into ${JSON_SCHEMA_DIR}/ and their map into ${VSCODE_SETTINGS}`);
