/**
 * `npm run publish:site`: publishes the built site (`dist/`, from `npm run build`) and the hosted
 * editor (`dist-editor/`, a site of its own on the origin `editing.origin` names) to two Cloudflare
 * Pages projects, which serve each one's `_headers`. The editor is a project of its own so that no
 * page of the public site shares its origin, where Decap keeps the git host's token. The publishing
 * workflows (.github/workflows/publish.yml, .gitlab-ci.yml) run it after a build that passed; a
 * build that fails never gets here, and the hosts keep serving the last good versions. It reads the
 * account from CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID, and the projects from
 * CLOUDFLARE_PAGES_PROJECT and CLOUDFLARE_EDITOR_PAGES_PROJECT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { editorOutDir } from '../pipeline/build';
import { missingSettings, wranglerDeploy } from '../tools/ci/publish';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const editor = editorOutDir(dist);

const missing = missingSettings(process.env);
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(editor, 'admin', 'index.html'))) {
  console.error('There is no built site in dist/ and dist-editor/ to publish: run npm run build first.');
  process.exit(1);
}

/** Uploads one folder to one Pages project, and says whether the host took it. */
function deploy(folder: string, project: string): boolean {
  const deployed = spawnSync(
    'npx',
    wranglerDeploy(folder, project, process.env.CLOUDFLARE_PAGES_BRANCH ?? 'main'),
    { cwd: root, stdio: 'inherit' },
  );
  return deployed.status === 0;
}

// The site first: an editor published alone would preview pages the site does not have yet.
process.exitCode =
  deploy(dist, process.env.CLOUDFLARE_PAGES_PROJECT!) &&
  deploy(editor, process.env.CLOUDFLARE_EDITOR_PAGES_PROJECT!)
    ? 0
    : 1;
