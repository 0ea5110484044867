import { describe, expect, it } from 'vitest';
import { missingSettings, WRANGLER, wranglerDeploy } from './publish';

describe('publishing to Cloudflare Pages', () => {
  it('fetches the tool with npx and runs no package’s install script, with the API token in its environment', () => {
    const args = wranglerDeploy('dist', 'masky', 'main');
    // npx reads its own options before the package's name; after it, they would go to the tool.
    expect(args.slice(0, args.indexOf(WRANGLER))).toEqual(['--yes', '--ignore-scripts']);
    expect(args.slice(args.indexOf(WRANGLER))).toEqual([
      WRANGLER,
      'pages',
      'deploy',
      'dist',
      '--project-name',
      'masky',
      '--branch',
      'main',
    ]);
  });

  it('names each setting it lacks', () => {
    expect(missingSettings({ CLOUDFLARE_API_TOKEN: 'x', CLOUDFLARE_ACCOUNT_ID: 'y' })).toMatch(
      /^Publishing needs these settings.*\n {2}CLOUDFLARE_PAGES_PROJECT: .*\n {2}CLOUDFLARE_EDITOR_PAGES_PROJECT: /,
    );
    expect(
      missingSettings({
        CLOUDFLARE_API_TOKEN: 'x',
        CLOUDFLARE_ACCOUNT_ID: 'y',
        CLOUDFLARE_PAGES_PROJECT: 'z',
        CLOUDFLARE_EDITOR_PAGES_PROJECT: 'w',
      }),
    ).toBeUndefined();
  });
});
