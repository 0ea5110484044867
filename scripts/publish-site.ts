/**
 * `npm run publish:site`: publishes the built site (`dist/`, from `npm run build`) to Cloudflare
 * Pages, which serves `_headers` as the site and its editor need them. The publishing workflows
 * (.github/workflows/publish.yml, .gitlab-ci.yml) run it after a build that passed; a build that
 * fails never gets here, and the host keeps serving the last good site. It reads the account from
 * CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID, and the Pages project from CLOUDFLARE_PAGES_PROJECT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { missingSettings, WRANGLER } from '../tools/ci/publish';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const missing = missingSettings(process.env);
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('There is no built site in dist/ to publish: run npm run build first.');
  process.exit(1);
}
const deployed = spawnSync(
  'npx',
  [
    '--yes',
    WRANGLER,
    'pages',
    'deploy',
    dist,
    '--project-name',
    process.env.CLOUDFLARE_PAGES_PROJECT!,
    '--branch',
    process.env.CLOUDFLARE_PAGES_BRANCH ?? 'main',
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exitCode = deployed.status ?? 1;
