import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The project's configuration with the layers rule alone: no-cycle would follow every import through
// the whole project before it answered.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

/** What the project's lint says of `source` written at `file`, from the layers rule alone. */
async function layerProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const ORDER = 'the layers run shared/ < schemas/ < src/ < pipeline/ < tools/ < scripts/ < e2e/';
const ADVICE =
  'and no module imports from a layer above its own. Move what both need down a layer, or pass it in.';

describe('the lint keeps each layer from importing a layer above its own', () => {
  it('refuses a page that imports the content loader, naming the layers it may import', async () => {
    expect(
      await layerProblems(
        'src/pages/probe.tsx',
        "import { loadContent } from '../../pipeline/content/store';\n\nexport const probe = loadContent;\n",
      ),
    ).toEqual([
      `Unexpected path "../../pipeline/content/store" imported in restricted zone. src/ imports only from shared/, schemas/, src/: ${ORDER}, ${ADVICE}`,
    ]);
  });

  it.each([
    ['shared/probe.ts', "import { registry } from '../schemas';", '../schemas', 'shared/'],
    ['schemas/probe.ts', "import { routes } from '../src/routes';", '../src/routes', 'shared/, schemas/'],
    [
      'pipeline/probe.ts',
      "import { copyProject } from '../tools/test/project-copy';",
      '../tools/test/project-copy',
      'shared/, schemas/, src/, pipeline/',
    ],
    [
      'tools/probe.ts',
      "import '../scripts/run.mjs';",
      '../scripts/run.mjs',
      'shared/, schemas/, src/, pipeline/, tools/',
    ],
  ])('refuses %s importing from above', async (file, source, importPath, allowed) => {
    expect(await layerProblems(file, `${source}\n`)).toEqual([
      `Unexpected path "${importPath}" imported in restricted zone. ${file.split('/')[0]}/ imports only from ${allowed}: ${ORDER}, ${ADVICE}`,
    ]);
  });

  it('lets a module import its own layer and those below it', async () => {
    const source = [
      "import { registry } from '../../schemas';",
      "import { pagedPattern } from '../../shared/paths';",
      "import { BEHAVIOUR_ATTRIBUTE } from '../lib/page-scripts';",
      'export const probe = [registry, pagedPattern, BEHAVIOUR_ATTRIBUTE];',
      '',
    ].join('\n');
    expect(await layerProblems('src/pages/probe.tsx', source)).toEqual([]);
    expect(
      await layerProblems(
        'tools/bench/probe.ts',
        "export { markedScripts } from '../../src/lib/page-scripts';\n",
      ),
    ).toEqual([]);
  });

  it('lets tests and their helpers import from any layer, since they drive them all', async () => {
    const source =
      "import { loadContent } from '../../pipeline/content/store';\n\nexport const probe = loadContent;\n";
    expect(await layerProblems('src/pages/probe.test.tsx', source)).toEqual([]);
    expect(await layerProblems('src/test/probe.ts', source)).toEqual([]);
  });
});
