/**
 * `npm run deploy-config`: rewrites public/_headers and the generated parts of deploy/nginx.conf from
 * src/security/headers.ts and the flag setting in content/site.yaml. Run it after changing either.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../src/content/load';
import { formatProblem } from '../src/content/problem';
import { expectedDeployConfigs } from '../src/security/deploy-configs';

const root = path.resolve(import.meta.dirname, '..');
const { content, problems } = await loadContent({ root });
if (!content) {
  console.error(problems.map(formatProblem).join('\n'));
  console.error('\nFix the content first: the deploy configs depend on content/site.yaml.');
  process.exit(1);
}
for (const [file, text] of Object.entries(await expectedDeployConfigs(root, content.site))) {
  await writeFile(path.join(root, file), text);
  console.log(`Wrote ${file}`);
}
