import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections, type CollectionName } from '../schemas';
import { contentPattern, JSON_SCHEMA_DIR, jsonSchemaFile, jsonSchemas } from './json-schemas';

const root = path.resolve(import.meta.dirname, '..');

describe('schemas/json', () => {
  it('matches the zod schemas; run npm run schemas after changing one', async () => {
    const expected = jsonSchemas();
    const onDisk = (await readdir(path.join(root, JSON_SCHEMA_DIR))).map(
      (name) => `${JSON_SCHEMA_DIR}/${name}`,
    );
    expect(onDisk.sort()).toEqual(Object.keys(expected).sort());
    for (const [file, text] of Object.entries(expected)) {
      expect(await readFile(path.join(root, file), 'utf8'), file).toBe(text);
    }
  });

  it('refuses unknown keys and offers the real country codes', () => {
    const servers = JSON.parse(jsonSchemas()[jsonSchemaFile('servers')]);
    expect(servers.items.additionalProperties).toBe(false);
    expect(servers.items.properties.code.enum).toContain('DE');
    expect(servers.items.properties.code.enum).not.toContain('UK');
    const post = JSON.parse(jsonSchemas()[jsonSchemaFile('posts')]);
    expect(post.properties.date).toMatchObject({ type: 'string', format: 'date' });
    expect(post.required).toEqual(['title', 'date', 'summary', 'tags']);
  });
});

describe('.vscode/settings.json', () => {
  it('gives every YAML file its schema', async () => {
    const settings = JSON.parse(await readFile(path.join(root, '.vscode/settings.json'), 'utf8'));
    const yamlFiles = (Object.keys(collections) as CollectionName[]).filter(
      (name) => collections[name].source.format === 'yaml',
    );
    expect(settings['yaml.schemas']).toEqual(
      Object.fromEntries(yamlFiles.map((name) => [`./${jsonSchemaFile(name)}`, contentPattern(name)])),
    );
  });
});
