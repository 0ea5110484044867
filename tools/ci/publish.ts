/**
 * What publishing the built site to Cloudflare Pages needs (scripts/publish-site.ts): the version of
 * Cloudflare's own command-line tool it runs and how, and the settings a CI machine must be given.
 */

/** Cloudflare's command-line tool, at the last version that runs on the Node the project runs on (20). */
export const WRANGLER = 'wrangler@3.114.17';

/**
 * npx's arguments that upload one folder to one Pages project. npx fetches the tool, which is not in
 * the lock file, while CLOUDFLARE_API_TOKEN is in the environment, so no package's install script
 * runs (--ignore-scripts, before the package's name, where npx reads its own options): the upload
 * needs none of them.
 */
export function wranglerDeploy(folder: string, project: string, branch: string): string[] {
  return [
    '--yes',
    '--ignore-scripts',
    WRANGLER,
    'pages',
    'deploy',
    folder,
    '--project-name',
    project,
    '--branch',
    branch,
  ];
}

/** The settings publishing reads from the environment, and where each comes from. */
export const PUBLISH_SETTINGS = {
  CLOUDFLARE_API_TOKEN: 'an API token of the Cloudflare account with the permission Cloudflare Pages: Edit',
  CLOUDFLARE_ACCOUNT_ID: "the Cloudflare account's ID, shown on its dashboard",
  CLOUDFLARE_PAGES_PROJECT: 'the name of the Cloudflare Pages project that serves the site',
  CLOUDFLARE_EDITOR_PAGES_PROJECT:
    'the name of the Cloudflare Pages project that serves the editor on its own origin (content/site.yaml, editing.origin)',
} as const;

/** Why publishing cannot start with these settings, naming each one missing, or nothing. */
export function missingSettings(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const missing = Object.entries(PUBLISH_SETTINGS).filter(([name]) => !env[name]);
  if (missing.length === 0) return undefined;
  return [
    'Publishing needs these settings, which the git host passes to the workflow as secrets or variables (README.md, "Deploying"):',
    ...missing.map(([name, what]) => `  ${name}: ${what}`),
  ].join('\n');
}
