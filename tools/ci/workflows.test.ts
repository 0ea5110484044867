import { validateWorkflow } from '@action-validator/core';
import Ajv from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { missingSettings, PUBLISH_SETTINGS } from './publish';

/**
 * The workflows the repository ships for each git host the hosted editor supports: GitHub
 * Actions (.github/workflows/) and GitLab CI (.gitlab-ci.yml). Each is checked against its host's
 * own schema, offline: GitHub's with action-validator, GitLab's with the schema GitLab publishes for
 * its pipeline editor, pinned in tools/ci/gitlab-ci.schema.json (taken from the copy that the npm
 * package gitlab-ci-local 4.75.1 ships, so it changes only when someone updates it on purpose). And each runs npm scripts that
 * exist, the ones `npm test` runs too, so what CI runs is what runs on this machine.
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const githubFiles = readdirSync(path.join(root, '.github/workflows')).map(
  (name) => `.github/workflows/${name}`,
);
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** Every command line a workflow runs: GitHub's `run:` steps, GitLab's `script` and `before_script`. */
function commands(file: string): string[] {
  const data = parse(read(file)) as Record<string, unknown>;
  const found: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
    else if (typeof value === 'string' && ['run', 'script', 'before_script'].includes(key ?? ''))
      found.push(...value.split('\n').filter((line) => line.trim() !== ''));
  };
  visit(data);
  return found;
}

/** The npm scripts a command line runs: `npm run <name>`, and `npm test`. */
const npmScripts = (line: string) => [
  ...[...line.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1]),
  ...(/\bnpm (?:test|t)\b/.test(line) ? ['test'] : []),
];

/** GitLab's own schema of .gitlab-ci.yml, as its pipeline editor checks a pipeline. */
function gitlabSchema() {
  // The schema documents fields for people (markdownDescription) and names formats Ajv leaves unchecked.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile(JSON.parse(read('tools/ci/gitlab-ci.schema.json')) as object);
}

describe('the workflows of each git host', () => {
  it("are valid GitHub Actions workflows by GitHub's schema, and a broken one is not", () => {
    expect(githubFiles.sort()).toEqual([
      '.github/workflows/publish.yml',
      '.github/workflows/pull-request.yml',
      '.github/workflows/verify-mirrors.yml',
    ]);
    for (const file of githubFiles) expect(validateWorkflow(read(file)).errors, file).toEqual([]);
    const broken = read('.github/workflows/pull-request.yml').replace('pull_request:', 'pull_requests:');
    expect(validateWorkflow(broken).errors).not.toEqual([]);
  });

  it("are a valid GitLab pipeline by GitLab's schema, and a broken one is not", () => {
    const validate = gitlabSchema();
    const pipeline = parse(read('.gitlab-ci.yml')) as Record<string, unknown>;
    expect(validate(pipeline), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const publish = pipeline.publish as Record<string, unknown>;
    expect(validate({ ...pipeline, publish: { ...publish, scripts: publish.script } })).toBe(false);
  });

  it('run only npm scripts that exist, and on a proposed change the checks npm test runs', () => {
    const files = [...githubFiles, '.gitlab-ci.yml'];
    for (const file of files) {
      const named = commands(file).flatMap(npmScripts);
      expect(named.length, file).toBeGreaterThan(0);
      for (const name of named) expect(Object.keys(scripts), `${file} runs npm run ${name}`).toContain(name);
    }
    // The checks of a proposed change are npm test's own, but the browser tests (Chromium's, then the other engines').
    expect(scripts.check).toBe(
      'npm run test:setup && npm run check:ci && npm run test:e2e && npm run test:engines',
    );
    for (const file of ['.github/workflows/pull-request.yml', '.gitlab-ci.yml']) {
      const named = commands(file).flatMap(npmScripts);
      expect(named, file).toContain('check:ci');
      expect(named, file).toContain('legal:record-proposal');
    }
    // Both hosts build and publish the published branch the same way.
    for (const file of ['.github/workflows/publish.yml', '.gitlab-ci.yml']) {
      const named = commands(file).flatMap(npmScripts);
      expect(named.indexOf('build'), file).toBeGreaterThanOrEqual(0);
      expect(named.indexOf('publish:site'), file).toBeGreaterThan(named.indexOf('build'));
    }
  });
});

describe('publishing', () => {
  it('names each setting it lacks, and where it comes from', () => {
    expect(
      missingSettings({
        CLOUDFLARE_ACCOUNT_ID: 'id',
        CLOUDFLARE_PAGES_PROJECT: 'site',
        CLOUDFLARE_EDITOR_PAGES_PROJECT: 'editor',
      }),
    ).toBe(
      [
        'Publishing needs these settings, which the git host passes to the workflow as secrets or variables (README.md, "Deploying"):',
        `  CLOUDFLARE_API_TOKEN: ${PUBLISH_SETTINGS.CLOUDFLARE_API_TOKEN}`,
      ].join('\n'),
    );
    expect(
      missingSettings({
        CLOUDFLARE_API_TOKEN: 't',
        CLOUDFLARE_ACCOUNT_ID: 'id',
        CLOUDFLARE_PAGES_PROJECT: 's',
        CLOUDFLARE_EDITOR_PAGES_PROJECT: 'e',
      }),
    ).toBeUndefined();
  });
});
