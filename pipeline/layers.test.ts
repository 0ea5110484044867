import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Type-checks a probe file as one of the project's programs would (see tsconfig.json): with that
 * program's own compiler options, read from its tsconfig, and the probe at `file` as if it were
 * written there. The probe lives in memory only, so the real tree is never touched, and only the
 * probe and what it imports are checked, which is where the error must show.
 */
function typecheckProbe(config: string, file: string, text: string): string {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  const probe = path.join(root, file);
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === probe
      ? ts.createSourceFile(name, text, language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === probe || fileExists.call(host, name);
  const program = ts.createProgram({ rootNames: [probe], options: parsed.options, host });
  return ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  });
}

/**
 * The three kinds of code are type-checked apart (see tsconfig.json): a page that imports build-time
 * code, build code that reaches for the DOM, or a schema that leans on either, fails
 * `npm run typecheck`. Each probe is checked with the options of the program it would belong to.
 */
describe('the type check keeps build code and browser code apart', () => {
  it('fails a page that imports the content reader, which reads files with node:fs', () => {
    // The reader of content files, not the whole store: the store reaches sharp, whose types bring
    // Node's in with them (`/// <reference types="node" />`), and a page importing it fails the
    // browser build instead, which cannot bundle sharp's native code.
    const output = typecheckProbe(
      'src/tsconfig.json',
      'src/pages/probe.tsx',
      "import { readContentFile } from '../../pipeline/content/file-limits';\n\nexport const probe = readContentFile;\n",
    );
    expect(output).toMatch(
      /pipeline\/content\/[\w-]+\.ts\(\d+,\d+\): error TS2307: Cannot find module 'node:(fs|path)'/,
    );
  }, 120_000);

  it('fails build code that reaches for the DOM', () => {
    const output = typecheckProbe(
      'tsconfig.node.json',
      'pipeline/probe/probe.ts',
      'export const title = document.title;\n',
    );
    expect(output).toContain("pipeline/probe/probe.ts(1,22): error TS2584: Cannot find name 'document'.");
  }, 120_000);

  it('fails a schema that leans on Node or the DOM, since both sides import the schemas', () => {
    const output = typecheckProbe(
      'schemas/tsconfig.json',
      'schemas/probe.ts',
      'export const env = process.env;\nexport const href = window.location.href;\n',
    );
    expect(output).toMatch(/schemas\/probe\.ts\(1,20\): error TS\d+: Cannot find name 'process'/);
    expect(output).toMatch(/schemas\/probe\.ts\(2,21\): error TS\d+: Cannot find name 'window'/);
  }, 120_000);
});
