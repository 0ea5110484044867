import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandsOf, dependabotProblems, githubProblems, gitlabProblems } from './workflow-rules';

/**
 * The repository's CI files keep the rules of tools/ci/workflow-rules.ts: no job that runs a
 * proposed change's code can see a key, and so on. Each rule is shown to hold on the files as they
 * are, and to catch the file changed the way an attacker, or a careless edit, would change it.
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const PROPOSAL = '.github/workflows/pull-request.yml';
const PUBLISH = '.github/workflows/publish.yml';
const GITLAB = '.gitlab-ci.yml';
const renovate = JSON.parse(read('renovate.json')) as unknown;

/** The file with `from` replaced by `to`; `from` must occur exactly once, so a test cannot pass on a file it no longer fits. */
function changed(file: string, from: string, to: string): string {
  const text = read(file);
  expect(text.split(from).length - 1, `${file} holds ${JSON.stringify(from)} once`).toBe(1);
  return text.replace(from, to);
}

const github = (file: string, text = read(file)) => githubProblems(file, text);
const gitlab = (text = read(GITLAB), settings: unknown = renovate) => gitlabProblems(GITLAB, text, settings);

describe('the CI files as they are', () => {
  it('break no rule, on either host', () => {
    expect(github(PROPOSAL)).toEqual([]);
    expect(github(PUBLISH)).toEqual([]);
    expect(gitlab()).toEqual([]);
    expect(dependabotProblems('.github/dependabot.yml', read('.github/dependabot.yml'))).toEqual([]);
  });
});

describe('a job that runs the change’s code', () => {
  it('may not see a secret (GitHub): a token given to its checkout is caught', () => {
    const text = changed(
      PROPOSAL,
      '          ref: ${{ github.event.pull_request.head.sha }}\n          persist-credentials: false\n\n      - name: Set up Node\n        uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0\n        with:\n          node-version: 20\n          cache: npm',
      '          ref: ${{ github.event.pull_request.head.sha }}\n          persist-credentials: false\n          token: ${{ secrets.CONTENT_BOT_TOKEN }}\n\n      - name: Set up Node\n        uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0\n        with:\n          node-version: 20\n          cache: npm',
    );
    expect(github(PROPOSAL, text)).toEqual([
      `${PROPOSAL}, job check runs the change's code (npm ci --no-audit --no-fund) and can see secrets.CONTENT_BOT_TOKEN.`,
      `${PROPOSAL}, job check holds secrets.CONTENT_BOT_TOKEN and runs packages' install scripts (npm ci --no-audit --no-fund).`,
    ]);
  });

  it('may not hold a token that writes, nor the default permissions (GitHub)', () => {
    const writes = changed(
      PROPOSAL,
      "    # The change's own code runs here: it may read the repository and nothing else, and it gets no secret.\n    permissions:\n      contents: read",
      '    permissions:\n      contents: write',
    );
    expect(github(PROPOSAL, writes)).toContainEqual(
      `${PROPOSAL}, job check runs the change's code (npm ci --no-audit --no-fund) and can see contents: write.`,
    );
    const writeAll = changed(
      PROPOSAL,
      '# Each job asks for what it needs on top of this.\npermissions:\n  contents: read',
      'permissions: write-all',
    ).replace(
      "    # The change's own code runs here: it may read the repository and nothing else, and it gets no secret.\n    permissions:\n      contents: read\n",
      '',
    );
    expect(github(PROPOSAL, writeAll)).toContainEqual(
      `${PROPOSAL}, job check runs the change's code (npm ci --no-audit --no-fund) and can see permissions: write-all.`,
    );
    const unset = writeAll.replace('permissions: write-all\n', '');
    expect(github(PROPOSAL, unset)).toContainEqual(
      `${PROPOSAL}, job check runs the change's code (npm ci --no-audit --no-fund) and can see the default permissions of GitHub’s token, which may write.`,
    );
  });

  it('may not see a key (GitLab): an environment, or a key named in its script, is caught', () => {
    const environment = changed(
      GITLAB,
      '  # environment, so no key.\n  script:',
      '  # environment, so no key.\n  environment: proposals\n  script:',
    );
    expect(gitlab(environment)).toEqual([
      `${GITLAB}, job check runs the change's code (npm ci --cache .npm --prefer-offline --no-audit --no-fund) and can see the variables of the environment proposals.`,
      `${GITLAB}, job check holds the variables of the environment proposals and runs packages' install scripts (npm ci --cache .npm --prefer-offline --no-audit --no-fund).`,
    ]);
    const named = changed(
      GITLAB,
      '    - npm run check:ci',
      '    - npm run check:ci\n    - echo "$CONTENT_BOT_TOKEN"',
    );
    expect(gitlab(named)[0]).toBe(
      `${GITLAB}, job check runs the change's code (npm ci --cache .npm --prefer-offline --no-audit --no-fund) and can see $CONTENT_BOT_TOKEN.`,
    );
  });

  it('includes a GitLab job that inherits the install of `default`: the push job without its own before_script', () => {
    const text = changed(GITLAB, '  cache: []\n  before_script: []\n', '  cache: []\n');
    expect(gitlab(text)[0]).toBe(
      `${GITLAB}, job push-legal-versions runs the change's code (npm ci --cache .npm --prefer-offline --no-audit --no-fund) and can see the variables of the environment proposals, $CONTENT_BOT_TOKEN.`,
    );
  });
});

describe('the job that records legal versions, which holds the bot’s token', () => {
  it('runs the recording command from the base branch’s code, never the change’s (GitHub)', () => {
    const text = changed(
      PROPOSAL,
      '(cd "$BASE_CODE" && npm run legal:record-proposal -- --base "origin/$BASE" --repository "$change" --reviewer "$REVIEWER")',
      'npm run legal:record-proposal -- --base "origin/$BASE" --repository "$change" --reviewer "$REVIEWER"',
    );
    expect(github(PROPOSAL, text)).toEqual([
      `${PROPOSAL}, job record runs the change's code (npm run legal:record-proposal -- --base "origin/$BASE" --repository "$change" --reviewer "$REVIEWER") and can see secrets.CONTENT_BOT_TOKEN.`,
    ]);
  });

  it('runs no install scripts, not even the base branch’s packages’ (GitHub and GitLab)', () => {
    const githubText = changed(
      PROPOSAL,
      'npm ci --ignore-scripts --no-audit --no-fund',
      'npm ci --no-audit --no-fund',
    );
    expect(github(PROPOSAL, githubText)).toEqual([
      `${PROPOSAL}, job record holds secrets.CONTENT_BOT_TOKEN and runs packages' install scripts (npm ci --no-audit --no-fund).`,
    ]);
    // On GitLab the record job holds no key at all; its push job, which does, installs nothing.
    const gitlabText = changed(
      GITLAB,
      '  before_script: []\n  script:\n    - >-\n      if [ ! -f recorded.bundle ]',
      '  before_script: [npm ci --ignore-scripts]\n  script:\n    - >-\n      if [ ! -f recorded.bundle ]',
    );
    expect(gitlab(gitlabText)).toEqual([]);
    const installing = gitlabText.replace(
      'before_script: [npm ci --ignore-scripts]',
      'before_script: [npm ci]',
    );
    expect(gitlab(installing)).toContainEqual(
      `${GITLAB}, job push-legal-versions holds the variables of the environment proposals, $CONTENT_BOT_TOKEN and runs packages' install scripts (npm ci).`,
    );
  });

  it('takes the base code from the branch the change goes into, outside the change’s checkout', () => {
    const fromHead = changed(PROPOSAL, 'git archive "origin/$BASE" |', 'git archive HEAD |');
    expect(github(PROPOSAL, fromHead)).toEqual([
      `${PROPOSAL}, job record runs code from "$BASE_CODE" without unpacking it there from the branch the change goes into, outside the change's checkout.`,
    ]);
    const inside = read(PROPOSAL).replaceAll(
      'BASE_CODE: ${{ runner.temp }}/base',
      'BASE_CODE: ${{ github.workspace }}',
    );
    expect(github(PROPOSAL, inside)).toHaveLength(1);
    const gitlabInside = changed(GITLAB, '    BASE_CODE: /tmp/base', '    BASE_CODE: $CI_PROJECT_DIR');
    expect(gitlab(gitlabInside)).toEqual([
      `${GITLAB}, job record-legal-versions runs code from "$BASE_CODE" without unpacking it there from the branch the change goes into, outside the change's checkout.`,
    ]);
  });

  it('leaves no token in .git/config', () => {
    const text = changed(
      PROPOSAL,
      '          # No token in .git/config: the push below is given one for itself.\n          persist-credentials: false\n',
      '',
    );
    expect(github(PROPOSAL, text)).toEqual([
      `${PROPOSAL}, job record checks out with its token left in .git/config: add persist-credentials: false.`,
    ]);
  });
});

describe('publishing', () => {
  it('takes its keys from the environment production (GitHub and GitLab)', () => {
    const github_ = changed(PUBLISH, '    environment:\n      name: production\n', '');
    expect(github(PUBLISH, github_)).toEqual([
      `${PUBLISH}, job publish publishes without the protected environment: add environment: production.`,
    ]);
    const gitlab_ = changed(
      GITLAB,
      '  environment:\n    name: production\n    deployment_tier: production\n',
      '',
    );
    // Without the environment, the job has no signing key either, so neither copy would be signed.
    expect(gitlab(gitlab_)).toEqual([
      `${GITLAB}, job publish publishes without the protected environment: add environment: production.`,
      ...['dist', 'dist-mirror'].map(
        (folder) =>
          `${GITLAB}, job publish builds ${folder}/ without the site's signing key (SITE_SIGNING_KEY), so nobody can check the copy: give it the key as the site's build has it.`,
      ),
    ]);
  });

  it('never runs for a proposed change', () => {
    const onChange = changed(PUBLISH, 'on:\n  push:', 'on:\n  pull_request:\n  push:');
    expect(github(PUBLISH, onChange)).toEqual([
      `${PUBLISH}, job publish runs the change's code (npm run build) and can see secrets.SITE_SIGNING_KEY, secrets.SITE_SIGNING_KEY_PASSPHRASE, secrets.CLOUDFLARE_API_TOKEN, secrets.CLOUDFLARE_ACCOUNT_ID.`,
      `${PUBLISH}, job publish publishes, in a workflow a proposed change starts.`,
    ]);
    const onMergeRequest = changed(
      GITLAB,
      '  rules:\n    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH\n  # CLOUDFLARE_API_TOKEN',
      '  rules:\n    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH\n    - if: $CI_PIPELINE_SOURCE == "merge_request_event"\n  # CLOUDFLARE_API_TOKEN',
    );
    expect(gitlab(onMergeRequest)).toContainEqual(
      `${GITLAB}, job publish publishes, and may run for a proposed change: its rules must ask for the default branch alone.`,
    );
  });
});

describe('the job that publishes, which holds the keys', () => {
  it('runs no package’s install scripts (GitHub and GitLab)', () => {
    const githubText = changed(
      PUBLISH,
      'run: npm ci --ignore-scripts --no-audit --no-fund',
      'run: npm ci --no-audit --no-fund',
    );
    expect(github(PUBLISH, githubText)).toEqual([
      `${PUBLISH}, job publish publishes and runs packages' install scripts (npm ci --no-audit --no-fund): install with --ignore-scripts.`,
    ]);
    // The publishing job's own install taken away, it inherits the one of `default`, which runs them.
    const inherited = changed(
      GITLAB,
      '  cache: []\n  before_script:\n    - npm ci --ignore-scripts --no-audit --no-fund\n',
      '  cache: []\n',
    );
    expect(gitlab(inherited)).toEqual([
      `${GITLAB}, job publish publishes and runs packages' install scripts (npm ci --cache .npm --prefer-offline --no-audit --no-fund): install with --ignore-scripts.`,
    ]);
    const rebuilt = changed(
      GITLAB,
      '    - env -u CLOUDFLARE_API_TOKEN npm run build\n',
      '    - npm rebuild\n    - env -u CLOUDFLARE_API_TOKEN npm run build\n',
    );
    expect(gitlab(rebuilt)).toEqual([
      `${GITLAB}, job publish publishes and runs packages' install scripts (npm rebuild): install with --ignore-scripts.`,
    ]);
  });

  it('takes no cache that a job for a proposed change fills (GitHub and GitLab)', () => {
    const setupCache = changed(
      PUBLISH,
      '        with:\n          node-version: 20\n\n      # From the registry',
      '        with:\n          node-version: 20\n          cache: npm\n\n      # From the registry',
    );
    expect(github(PUBLISH, setupCache)).toEqual([
      `${PUBLISH}, job publish publishes with a cache (actions/setup-node with cache: npm), which a job for a proposed change fills under the same key: install from the registry alone.`,
    ]);
    const cacheStep = changed(
      PUBLISH,
      '      - name: Install the packages\n',
      '      - uses: actions/cache@5a3ec84eff668545956fd18022155c47e93e2684 # v4.2.3\n        with:\n          path: ~/.npm\n          key: npm\n\n      - name: Install the packages\n',
    );
    expect(github(PUBLISH, cacheStep)).toEqual([
      `${PUBLISH}, job publish publishes with a cache (actions/cache), which a job for a proposed change fills under the same key: install from the registry alone.`,
    ]);
    // Without cache: [], the job takes `default`'s, which the merge requests' check job fills.
    const inherited = changed(
      GITLAB,
      '  cache: []\n  before_script:\n    - npm ci --ignore-scripts',
      '  before_script:\n    - npm ci --ignore-scripts',
    );
    expect(gitlab(inherited)).toEqual([
      `${GITLAB}, job publish publishes with the cache {"files":["package-lock.json"]}, which a job for a proposed change fills too: give it cache: [] or a key of its own.`,
    ]);
    const sameKey = changed(
      GITLAB,
      '  cache: []\n  before_script:\n    - npm ci --ignore-scripts',
      '  cache:\n    key:\n      files: [package-lock.json]\n    paths: [.npm/]\n  before_script:\n    - npm ci --ignore-scripts',
    );
    expect(gitlab(sameKey)).toHaveLength(1);
    const ownKey = sameKey.replace(
      '  cache:\n    key:\n      files: [package-lock.json]\n    paths: [.npm/]\n  before_script:',
      '  cache:\n    key:\n      files: [package-lock.json]\n      prefix: publish\n    paths: [.npm/]\n  before_script:',
    );
    expect(gitlab(ownKey)).toEqual([]);
  });
});

describe('the copy for mirrors and the onion, which the job that publishes makes too', () => {
  const job = (file: string) => `${file}, job publish`;
  const notKept = (file: string) =>
    `${job(file)} does not keep dist-mirror/, once checked, as the job's artifact, where the mirrors and the onion take it.`;

  it('is built, or the job is caught (GitHub and GitLab)', () => {
    const githubText = changed(PUBLISH, '        run: npm run build:mirror\n', '        run: echo\n');
    expect(github(PUBLISH, githubText)).toEqual([
      `${job(PUBLISH)} does not build dist-mirror/ (npm run build:mirror).`,
    ]);
    const gitlabText = changed(GITLAB, '    - env -u CLOUDFLARE_API_TOKEN npm run build:mirror\n', '');
    expect(gitlab(gitlabText)).toEqual([
      `${job(GITLAB)} does not build dist-mirror/ (npm run build:mirror).`,
    ]);
  });

  it('is signed with the site’s key, as the site is (GitHub and GitLab)', () => {
    const unsigned = (file: string) =>
      `${job(file)} builds dist-mirror/ without the site's signing key (SITE_SIGNING_KEY), so nobody can check the copy: give it the key as the site's build has it.`;
    const noKey = changed(
      PUBLISH,
      '        env:\n          SITE_SIGNING_KEY: ${{ secrets.SITE_SIGNING_KEY }}\n          SITE_SIGNING_KEY_PASSPHRASE: ${{ secrets.SITE_SIGNING_KEY_PASSPHRASE }}\n        run: npm run build:mirror',
      '        run: npm run build:mirror',
    );
    expect(github(PUBLISH, noKey)).toEqual([unsigned(PUBLISH)]);
    const gitlabText = changed(
      GITLAB,
      '    - env -u CLOUDFLARE_API_TOKEN npm run build:mirror\n',
      '    - env -u CLOUDFLARE_API_TOKEN -u SITE_SIGNING_KEY npm run build:mirror\n',
    );
    expect(gitlab(gitlabText)).toEqual([unsigned(GITLAB)]);
  });

  it('is checked after it is built and before anything is published (GitHub and GitLab)', () => {
    const unchecked = (file: string) =>
      `${job(file)} does not check dist-mirror/ after building it and before publishing: run npm run verify-site -- dist-mirror.`;
    const githubText = changed(PUBLISH, '          npm run verify-site -- dist-mirror\n', '');
    expect(github(PUBLISH, githubText)).toEqual([unchecked(PUBLISH)]);
    const gitlabVerify =
      '    - env -u CLOUDFLARE_API_TOKEN -u SITE_SIGNING_KEY -u SITE_SIGNING_KEY_PASSPHRASE npm run verify-site -- dist-mirror\n';
    const after = changed(GITLAB, gitlabVerify, '').replace(
      '    - env -u SITE_SIGNING_KEY -u SITE_SIGNING_KEY_PASSPHRASE npm run publish:site\n',
      `    - env -u SITE_SIGNING_KEY -u SITE_SIGNING_KEY_PASSPHRASE npm run publish:site\n${gitlabVerify}`,
    );
    expect(gitlab(after)).toEqual([unchecked(GITLAB)]);
    const siteUnchecked = changed(GITLAB, gitlabVerify.replace('dist-mirror', 'dist'), '');
    expect(gitlab(siteUnchecked)).toEqual([
      `${job(GITLAB)} does not check dist/ after building it and before publishing: run npm run verify-site -- dist.`,
    ]);
  });

  it('is kept as the job’s artifact for the mirrors and the onion (GitHub and GitLab)', () => {
    const githubText = changed(PUBLISH, '          path: dist-mirror/\n', '          path: dist/\n');
    expect(github(PUBLISH, githubText)).toEqual([notKept(PUBLISH)]);
    const gitlabText = changed(
      GITLAB,
      '    paths: [dist-mirror/, dist-offline/]\n',
      '    paths: [dist/, dist-offline/]\n',
    );
    expect(gitlab(gitlabText)).toEqual([notKept(GITLAB)]);
  });
});

describe('actions and images', () => {
  it('are pinned to a full commit digest, with the version in a comment', () => {
    const tag = changed(
      PUBLISH,
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      'actions/checkout@v4',
    );
    // The line is found in the file, so that a comment added above the checkout moves it with the file.
    const line = tag.split('\n').findIndex((text) => text.includes('actions/checkout@v4')) + 1;
    expect(github(PUBLISH, tag)).toEqual([
      `${PUBLISH}, line ${line}: actions/checkout@v4 is not pinned to a full commit digest with its version in a comment (uses: owner/action@<40 hex digits> # vX.Y.Z).`,
    ]);
    const short = changed(
      PUBLISH,
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      'actions/checkout@11d5960 # v4.4.0',
    );
    expect(github(PUBLISH, short)).toHaveLength(1);
    const unnamed = changed(
      PUBLISH,
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262',
    );
    expect(github(PUBLISH, unnamed)).toHaveLength(1);
  });

  it('a GitLab image named by a tag is one renovate.json pins to its digest', () => {
    const unpinned = { ...(renovate as object), extends: ['config:recommended'] };
    expect(gitlab(read(GITLAB), unpinned)).toEqual([
      `${GITLAB}: the image node:20-bookworm is named by a tag, and renovate.json does not pin it to a digest (extends docker:pinDigests).`,
    ]);
    const digest = `node:20-bookworm@sha256:${'0'.repeat(64)}`;
    expect(gitlab(changed(GITLAB, 'image: node:20-bookworm', `image: ${digest}`), unpinned)).toEqual([]);
  });

  it('are kept current by Dependabot on GitHub: actions and npm packages', () => {
    const text = read('.github/dependabot.yml').replace(
      'package-ecosystem: github-actions',
      'package-ecosystem: docker',
    );
    expect(dependabotProblems('.github/dependabot.yml', text)).toEqual([
      '.github/dependabot.yml does not keep the github-actions dependencies current.',
    ]);
    expect(dependabotProblems('.github/dependabot.yml', undefined)).toHaveLength(2);
  });
});

describe('reading a shell script', () => {
  it('knows which commands run in "$BASE_CODE", through subshells and the lines of one job', () => {
    expect(
      commandsOf([
        'mkdir -p "$BASE_CODE"',
        'cd "$BASE_CODE" && npm ci --ignore-scripts',
        'npm run a',
        '(cd "$CI_PROJECT_DIR" && npm run b)',
        'npm run c; cd .. && npm run d',
        'FOO="a b" npx e \\\n  --flag',
        'if [ "$(git rev-parse HEAD)" != "$X" ]; then node f; fi',
      ]).map(({ text, inBaseCode }) => `${inBaseCode ? 'base' : 'change'}: ${text}`),
    ).toEqual([
      'change: mkdir -p "$BASE_CODE"',
      'base: npm ci --ignore-scripts',
      'base: npm run a',
      'change: npm run b',
      'base: npm run c',
      'change: npm run d',
      'change: npx e    --flag',
      'change: [ "',
      'change: git rev-parse HEAD',
      'change: " != "$X" ]',
      'change: node f',
      'change: fi',
    ]);
  });
});
