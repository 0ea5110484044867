import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../tools/test/project-copy';

const run = promisify(execFile);

/**
 * The three kinds of code are type-checked apart (see tsconfig.json): build code that reaches for the
 * DOM, or a schema that leans on Node or the DOM, fails `npm run typecheck`. Which layer may import
 * which is the lint's to say (tools/lint/layers.test.ts). Each probe is written into a copy of the
 * project and checked there.
 */
describe('the type check keeps the APIs of the browser and of Node apart', () => {
  let project: Awaited<ReturnType<typeof copyProject>>;

  /** Type-checks one of the project's programs in the copy and returns what tsc printed. */
  async function typecheck(program: string): Promise<{ code: number; output: string }> {
    try {
      await run(
        process.execPath,
        [path.join(project.dir, 'node_modules/typescript/bin/tsc'), '-p', program, '--noEmit'],
        {
          cwd: project.dir,
        },
      );
      return { code: 0, output: '' };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, output: failed.stdout };
    }
  }

  beforeAll(async () => {
    project = await copyProject();
  }, 60_000);

  afterAll(async () => {
    await project?.remove();
  });

  it('fails build code that reaches for the DOM', async () => {
    await mkdir(path.join(project.dir, 'pipeline/probe'), { recursive: true });
    await writeFile(
      path.join(project.dir, 'pipeline/probe/probe.ts'),
      'export const title = document.title;\n',
    );
    const { code, output } = await typecheck('tsconfig.node.json');
    expect(code).not.toBe(0);
    expect(output).toContain("pipeline/probe/probe.ts(1,22): error TS2584: Cannot find name 'document'.");
  }, 120_000);

  it('fails a schema that leans on Node or the DOM, since both sides import the schemas', async () => {
    await writeFile(
      path.join(project.dir, 'schemas/probe.ts'),
      'export const env = process.env;\nexport const href = window.location.href;\n',
    );
    const { code, output } = await typecheck('schemas');
    expect(code).not.toBe(0);
    expect(output).toMatch(/schemas\/probe\.ts\(1,20\): error TS\d+: Cannot find name 'process'/);
    expect(output).toMatch(/schemas\/probe\.ts\(2,21\): error TS\d+: Cannot find name 'window'/);
  }, 120_000);
});
