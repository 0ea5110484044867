import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { registry, type CollectionName, type Content } from '../../schemas';
import { entryExtension } from '../content/files';
import { fillPath } from '../../shared/paths';
import { readTrust } from '../content/trust';
import { checkedTransitions, TRANSITIONS_PATH } from '../publish/key-transition';

/**
 * The files the registry publishes beside the pages, by their address: data made from a
 * collection (a table as CSV and JSON), each signed statement exactly as it was signed, the key
 * that signed it, the key that signs each build, and each key transition statement (checked first),
 * so that visitors can check the signatures themselves.
 */
export async function publishedFiles(root: string, content: Content): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const keyFiles: string[] = [];
  for (const name of Object.keys(registry) as CollectionName[]) {
    const definition = registry[name];
    if (definition.kind === 'single') {
      for (const file of definition.files ?? []) files[file.path] = file.make(content[name]);
      if (definition.publishedKey) {
        keyFiles.push(path.posix.join('content', definition.publishedKey.file));
        files[definition.publishedKey.path] = await readFile(
          path.join(root, 'content', definition.publishedKey.file),
          'utf8',
        );
      }
      continue;
    }
    const folder = path.join(root, 'content', definition.folder);
    if (definition.rawFiles) {
      for (const entry of content[name] as unknown as { id: string }[]) {
        files[fillPath(definition.rawFiles, { id: entry.id })] = await readFile(
          path.join(folder, `${entry.id}${entryExtension(definition.format)}`),
          'utf8',
        );
      }
    }
    if (definition.signingKey) {
      keyFiles.push(path.posix.join('content', definition.signingKey.file));
      files[definition.signingKey.path] = await readFile(
        path.join(root, 'content', definition.signingKey.file),
        'utf8',
      );
    }
  }
  for (const [name, text] of await checkedTransitions(root, readTrust(root).keys, keyFiles))
    files[`/${TRANSITIONS_PATH}/${name}`] = text;
  return files;
}
