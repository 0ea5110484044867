import type { YamlFile } from '../source-file';
import { parseYaml } from '../yaml/parse';
import type { FileText, ReadContext } from './reader';
import { validate } from './validate';

/** Reads a YAML file, such as content/plans.yaml, and checks it against its collection's schema. */
export function readYaml(
  role: { collection: YamlFile['collection'] },
  { file, text }: FileText,
  { values }: ReadContext,
): YamlFile {
  const read = validate(file, role.collection, parseYaml(text, file), values, {
    what: 'this file is empty',
    line: 1,
  });
  return { kind: 'yaml', file, ...role, ...read };
}
