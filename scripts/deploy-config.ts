/**
 * `npm run deploy-config`: rewrites public/_headers and the generated parts of deploy/nginx.conf from
 * pipeline/security/headers.ts and the flag setting in content/site.yaml. Run it after changing either.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reportLines } from '../pipeline/content/problem';
import { loadContent } from '../pipeline/content/store';
import { expectedDeployConfigs } from '../pipeline/security/deploy-configs';

const root = path.resolve(import.meta.dirname, '..');
const { content, problems, files } = await loadContent({ root });
if (!content) {
  console.error(reportLines(problems, files.length).join('\n'));
  console.error('\nFix the content first: the deploy configs depend on content/site.yaml.');
  process.exit(1);
}
for (const [file, text] of Object.entries(
  await expectedDeployConfigs(root, { ...content.site, languages: content.languages }),
)) {
  await writeFile(path.join(root, file), text);
  console.log(`Wrote ${file}`);
}
