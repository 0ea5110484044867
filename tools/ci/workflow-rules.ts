import { parse } from 'yaml';
import { MIRROR_DIR } from '../../pipeline/build';
import { SIGNING_KEY_VARIABLE, SIGNING_PASSPHRASE_VARIABLE } from '../../pipeline/publish/site-signing';
import { PUBLISH_SETTINGS } from './publish';

/**
 * The rules the repository's CI files keep so that each job holds only the keys its commands need
 * (README.md, "Security"), read from the files themselves: .github/workflows/*.yml for GitHub and
 * .gitlab-ci.yml for GitLab. A proposed change decides what its own code does, its packages'
 * install scripts included, so:
 *
 * 1. A job that runs a change's code can see no secret and holds no token that can write.
 * 2. A job for a change that holds a key runs no package's install scripts, not even the base's.
 * 3. Code such a job runs comes from the branch the change goes into, unpacked outside the
 *    change's checkout into "$BASE_CODE"; a command counts as that code only after `cd "$BASE_CODE"`.
 * 4. No checkout leaves its token in .git/config (`persist-credentials: false`).
 * 5. Every action is pinned to a full commit digest, with its version in a comment; an image not
 *    pinned to a digest is one the repository's updater pins.
 * 6. The job that publishes takes its keys from the environment "production", and runs on the
 *    published branch alone.
 * 7. The job that publishes, with those keys in its environment, runs no package's install scripts,
 *    and takes no cache a job for a proposed change could have filled: on GitHub none, since
 *    setup-node's cache is keyed by the lock file alone, as a pull request's is; on GitLab none, or
 *    one under a key of its own.
 * 8. The job that publishes builds both copies of the site, `dist/` and the copy for mirrors and the
 *    onion service (`npm run build:mirror`, README.md, "The copy for mirrors and the onion"), each
 *    with the site's signing key; checks each with `npm run verify-site` after building it and
 *    before publishing; and keeps the mirror copy, once checked, as the job's artifact, where the
 *    mirrors' operators and the onion's host take it.
 *
 * Each rule broken is one line naming the file, the job and what is wrong.
 */

type Fields = Record<string, unknown>;
const isMap = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const strings = (value: unknown) => list(value).filter((item): item is string => typeof item === 'string');

/** The environment a job names, by its name, if it names one. */
const environmentOf = (job: Fields): string | undefined =>
  typeof job.environment === 'string'
    ? job.environment
    : isMap(job.environment) && typeof job.environment.name === 'string'
      ? job.environment.name
      : undefined;

/** The environment the publishing keys live in, which only the published branch may use. */
export const PUBLISHING_ENVIRONMENT = 'production';

/** One command of a shell script, and whether it runs in the base branch's code ("$BASE_CODE"). */
interface Command {
  text: string;
  inBaseCode: boolean;
}

/**
 * The commands of a job's shell scripts, in order. The scripts share one shell, as a GitLab job's
 * do (a GitHub step is a script of its own): a `cd` carries over to the next script, and one inside
 * `( … )` or `$( … )` ends with it. Assignments before a command are left out.
 */
export function commandsOf(scripts: readonly string[]): Command[] {
  const commands: Command[] = [];
  const outer: boolean[] = [];
  let inBaseCode = false;
  for (const script of scripts) {
    for (const piece of script.replace(/\\\n/g, ' ').split(/(&&|\|\||;|\||\n|\$?\(|\))/)) {
      const token = piece.trim();
      if (token === '(' || token === '$(') outer.push(inBaseCode);
      else if (token === ')') inBaseCode = outer.pop() ?? false;
      else if (!['', '&&', '||', ';', '|'].includes(token)) {
        const text = token
          .replace(/^(?:(?:then|else|do|if|while|until|!)\s+)+/, '')
          .replace(/^(?:\w+=(?:"[^"]*"|'[^']*'|\S*)\s+)+/, '');
        const cd = /^cd\s+(.+)$/.exec(text);
        if (cd) inBaseCode = /^"?\$\{?BASE_CODE\}?"?$/.test(cd[1].trim());
        else commands.push({ text, inBaseCode });
      }
    }
  }
  return commands;
}

/** Whether a command runs code: an install that runs packages' scripts, a script runner, an interpreter. */
export const runsCode = (command: string) =>
  [
    /^npm\s+(?:ci|install|i|add|rebuild)\b(?!.*--ignore-scripts)/,
    /^npm\s+(?:run|run-script|test|t|start|exec|x)\b/,
    /^(?:npx|node|tsx|yarn|pnpm|bun|deno|make|vite|vitest|eslint|playwright)\b/,
    /^(?:bash|sh)\s+[^-]/,
    /^\.{0,2}\//,
  ].some((pattern) => pattern.test(command));

/** Whether a command installs packages without --ignore-scripts, so their install scripts run. */
const runsInstallScripts = (command: string) =>
  /^npm\s+(?:ci|install|i|add|rebuild)\b/.test(command) && !command.includes('--ignore-scripts');

/** The change's code a job's commands run: every command that runs code outside "$BASE_CODE". */
const changeCode = (commands: readonly Command[]) =>
  commands.filter((command) => !command.inBaseCode && runsCode(command.text)).map((command) => command.text);

/** Whether any of the commands runs in the base branch's code. */
const usesBaseCode = (commands: readonly Command[]) => commands.some((command) => command.inBaseCode);

/** The lines of a file that name an action, with their line numbers. */
function actionLines(text: string): { line: number; ref: string; comment: string }[] {
  return text.split('\n').flatMap((line, index) => {
    const found = /^\s*(?:-\s+)?uses:\s*["']?([^\s"'#]+)["']?\s*(#.*)?$/.exec(line);
    return found ? [{ line: index + 1, ref: found[1], comment: found[2] ?? '' }] : [];
  });
}

/** Rule 5 for GitHub: each action named by a full commit digest, with its version in a comment. */
function unpinnedActions(file: string, text: string): string[] {
  return actionLines(text).flatMap(({ line, ref, comment }) => {
    if (ref.startsWith('./')) return [];
    const pinned = ref.startsWith('docker://')
      ? /@sha256:[0-9a-f]{64}$/.test(ref)
      : /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(ref) && /^#\s*v\d+(?:\.\d+)*\b/.test(comment);
    return pinned
      ? []
      : [
          `${file}, line ${line}: ${ref} is not pinned to a full commit digest with its version in a comment (uses: owner/action@<40 hex digits> # vX.Y.Z).`,
        ];
  });
}

/** The keys a GitHub job can see: the secrets its expressions name, and GitHub's token if it names it. */
function githubKeys(workflow: Fields, job: Fields): string[] {
  const text = JSON.stringify([workflow.env ?? null, job]);
  const keys = [...text.matchAll(/\$\{\{(.*?)\}\}/g)].flatMap((expression) =>
    [...expression[1].matchAll(/\bsecrets(?:\.\w+)?|\bgithub\.token\b/g)].map((key) => key[0]),
  );
  if (job.secrets !== undefined) keys.push('secrets: inherit');
  return [...new Set(keys)];
}

/** The permissions of a GitHub job that can write, or the default ones, which may. */
function writePermissions(workflow: Fields, job: Fields): string[] {
  const granted = job.permissions ?? workflow.permissions;
  if (granted === undefined) return ['the default permissions of GitHub’s token, which may write'];
  if (granted === 'write-all') return ['permissions: write-all'];
  if (!isMap(granted)) return [];
  return Object.entries(granted)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => `${scope}: write`);
}

/** Whether a workflow runs for a proposed change: a pull request, or a push to a branch other than main. */
function runsForAChange(on: unknown): boolean {
  const triggers: Fields = isMap(on) ? on : Object.fromEntries(strings(on).map((name) => [name, null]));
  return Object.entries(triggers).some(([name, filter]) => {
    if (['workflow_dispatch', 'schedule', 'release'].includes(name)) return false;
    if (name !== 'push') return true;
    const branches = isMap(filter) ? strings(filter.branches) : [];
    return !(isMap(filter) && branches.length === 1 && branches[0] === 'main' && filter.tags === undefined);
  });
}

/** Whether a job publishes: it names a publishing key or runs the publishing command. */
const publishes = (job: Fields) => {
  const text = JSON.stringify(job);
  return (
    Object.keys(PUBLISH_SETTINGS)
      .filter((name) => name.endsWith('_TOKEN'))
      .some((name) => text.includes(name)) || /npm run publish:site\b/.test(text)
  );
};

/** Rule 7's first half: each install a publishing job runs that runs packages' install scripts. */
const publishingInstalls = (where: string, commands: readonly Command[]) =>
  commands
    .filter((command) => runsInstallScripts(command.text))
    .map(
      (command) =>
        `${where} publishes and runs packages' install scripts (${command.text}): install with --ignore-scripts.`,
    );

/**
 * Rule 8's copies of the site: the script that builds each, the folder it writes, and whether the
 * job keeps that folder as its artifact for the hosts that serve it.
 */
export const PUBLISHED_COPIES: readonly { script: string; folder: string; kept: boolean }[] = [
  { script: 'build', folder: 'dist', kept: false },
  { script: 'build:mirror', folder: MIRROR_DIR, kept: true },
];

/** One thing a publishing job does, in order: a command, and whether it has the signing key, or keeping folders as artifacts. */
type PublishingStep = { command: string; signs: boolean } | { keeps: string[] };

/** A folder as a command or an artifact names it, without `./` before it or `/` after it. */
const folderName = (folder: string) => folder.trim().replace(/^\.\//, '').replace(/\/+$/, '');

/** The npm script a command runs and the arguments it passes on, if it runs one: `npm run <name> -- <args>`. */
function npmRun(command: string): { script: string; args: string[] } | undefined {
  const found = /(?:^|\s)npm\s+run(?:\s+--silent)?\s+([\w:-]+)(.*)$/.exec(command);
  if (!found) return undefined;
  const args = found[2].trim().split(/\s+/).filter(Boolean);
  return { script: found[1], args: (args[0] === '--' ? args.slice(1) : args).map(folderName) };
}

/** Rule 8, read from a publishing job's steps in the order they run. */
function copyProblems(where: string, steps: readonly PublishingStep[]): string[] {
  const problems: string[] = [];
  // The npm script each step runs, read once: none for a step that keeps folders or runs no script.
  const scripts = steps.map((step) => ('command' in step ? npmRun(step.command) : undefined));
  const runs = (index: number, script: string) => scripts[index]?.script === script;
  const published = steps.findIndex((_, index) => runs(index, 'publish:site'));
  const before = published < 0 ? steps.length : published;
  for (const { script, folder, kept } of PUBLISHED_COPIES) {
    const built = steps.findIndex((_, index) => runs(index, script));
    if (built < 0) {
      problems.push(`${where} does not build ${folder}/ (npm run ${script}).`);
      continue;
    }
    const build = steps[built];
    if ('signs' in build && !build.signs)
      problems.push(
        `${where} builds ${folder}/ without the site's signing key (${SIGNING_KEY_VARIABLE}), so nobody can check the copy: give it the key as the site's build has it.`,
      );
    const checked = steps.findIndex(
      (_, index) =>
        index > built &&
        index < before &&
        runs(index, 'verify-site') &&
        scripts[index]!.args.includes(folder),
    );
    if (checked < 0)
      problems.push(
        `${where} does not check ${folder}/ after building it and before publishing: run npm run verify-site -- ${folder}.`,
      );
    if (
      kept &&
      !steps.some(
        (step, index) =>
          index > Math.max(built, checked) && 'keeps' in step && step.keeps.map(folderName).includes(folder),
      )
    )
      problems.push(
        `${where} does not keep ${folder}/, once checked, as the job's artifact, where the mirrors and the onion take it.`,
      );
  }
  return problems;
}

/** A publishing GitHub job's steps for rule 8: each step's commands, with the signing key if the step is given it. */
function githubPublishingSteps(steps: readonly Fields[]): PublishingStep[] {
  const secret = (name: string) => `\${{ secrets.${name} }}`;
  return steps.flatMap((step): PublishingStep[] => {
    if (typeof step.uses === 'string' && /^actions\/upload-artifact@/.test(step.uses))
      return [
        { keeps: isMap(step.with) ? strings(step.with.path).flatMap((paths) => paths.split('\n')) : [] },
      ];
    if (typeof step.run !== 'string') return [];
    const env = isMap(step.env) ? step.env : {};
    const signs = [SIGNING_KEY_VARIABLE, SIGNING_PASSPHRASE_VARIABLE].every(
      (name) => env[name] === secret(name),
    );
    return commandsOf([step.run]).map((command) => ({ command: command.text, signs }));
  });
}

/**
 * A publishing GitLab job's steps for rule 8. The job's environment gives every command the signing
 * key but the ones that unset it; GitLab keeps the artifacts once the job's script has passed.
 */
function gitlabPublishingSteps(job: Fields, commands: readonly Command[]): PublishingStep[] {
  const unsets = new RegExp(`(?:^|\\s)(?:-u\\s*|--unset[=\\s])${SIGNING_KEY_VARIABLE}(?=\\s|$)`);
  const signs = environmentOf(job) === PUBLISHING_ENVIRONMENT;
  const steps: PublishingStep[] = commands.map((command) => ({
    command: command.text,
    signs: signs && !unsets.test(command.text),
  }));
  const artifacts = isMap(job.artifacts) ? job.artifacts : {};
  steps.push({ keeps: strings(artifacts.paths) });
  return steps;
}

/** The caches a GitHub step restores: an actions/cache step, or a setup action given a cache. */
const githubCache = (step: Fields): string | undefined => {
  if (typeof step.uses !== 'string') return undefined;
  if (/^actions\/cache(?:\/restore)?@/.test(step.uses)) return step.uses.replace(/@.*/, '');
  if (/^actions\/setup-[\w-]+@/.test(step.uses) && isMap(step.with) && step.with.cache)
    return `${step.uses.replace(/@.*/, '')} with cache: ${String(step.with.cache)}`;
  return undefined;
};

/**
 * Rules 1 to 3 for a job that runs for a proposed change: its keys and the code it runs, by the
 * job's commands in the order its shell runs them.
 */
function changeJobProblems(
  where: string,
  keys: readonly string[],
  commands: readonly Command[],
  baseCodeFilled: boolean,
): string[] {
  const problems: string[] = [];
  const theirs = changeCode(commands);
  if (theirs.length > 0 && keys.length > 0)
    problems.push(`${where} runs the change's code (${theirs[0]}) and can see ${keys.join(', ')}.`);
  if (keys.length > 0)
    for (const command of commands.filter((each) => runsInstallScripts(each.text)))
      problems.push(
        `${where} holds ${keys.join(', ')} and runs packages' install scripts (${command.text}).`,
      );
  if (usesBaseCode(commands) && !baseCodeFilled)
    problems.push(
      `${where} runs code from "$BASE_CODE" without unpacking it there from the branch the change goes into, outside the change's checkout.`,
    );
  return problems;
}

/** Every rule a GitHub workflow breaks, one line each. */
export function githubProblems(file: string, text: string): string[] {
  const workflow = parse(text) as Fields;
  const problems = unpinnedActions(file, text);
  const forChange = runsForAChange(workflow.on);
  for (const [id, job] of Object.entries(isMap(workflow.jobs) ? workflow.jobs : {})) {
    if (!isMap(job)) continue;
    const where = `${file}, job ${id}`;
    const steps = list(job.steps).filter(isMap);
    const keys = [...githubKeys(workflow, job), ...writePermissions(workflow, job)];
    if (forChange) {
      // Each step is a shell of its own; a local action is the change's code too.
      const commands = steps.flatMap((step) => (typeof step.run === 'string' ? commandsOf([step.run]) : []));
      for (const step of steps)
        if (typeof step.uses === 'string' && step.uses.startsWith('./'))
          commands.push({ text: `uses: ${step.uses}`, inBaseCode: false });
      // "$BASE_CODE" is filled from the base branch's ref by git archive, in the runner's own temporary folder.
      const baseCodeFilled = steps.some(
        (step) =>
          typeof step.run === 'string' &&
          /git archive "origin\/\$BASE" \| tar -x -C "\$BASE_CODE"/.test(step.run) &&
          isMap(step.env) &&
          step.env.BASE === '${{ github.event.pull_request.base.ref }}',
      );
      const baseCodeOutside = steps.every(
        (step) =>
          !isMap(step.env) ||
          step.env.BASE_CODE === undefined ||
          String(step.env.BASE_CODE).startsWith('${{ runner.temp }}/'),
      );
      problems.push(...changeJobProblems(where, keys, commands, baseCodeFilled && baseCodeOutside));
    }
    for (const step of steps)
      if (
        typeof step.uses === 'string' &&
        step.uses.startsWith('actions/checkout@') &&
        !(isMap(step.with) && step.with['persist-credentials'] === false)
      )
        problems.push(
          `${where} checks out with its token left in .git/config: add persist-credentials: false.`,
        );
    if (publishes(job)) {
      if (environmentOf(job) !== PUBLISHING_ENVIRONMENT)
        problems.push(
          `${where} publishes without the protected environment: add environment: ${PUBLISHING_ENVIRONMENT}.`,
        );
      if (forChange) problems.push(`${where} publishes, in a workflow a proposed change starts.`);
      const commands = steps.flatMap((step) => (typeof step.run === 'string' ? commandsOf([step.run]) : []));
      problems.push(...publishingInstalls(where, commands));
      for (const cache of steps.map(githubCache).filter((each) => each !== undefined))
        problems.push(
          `${where} publishes with a cache (${cache}), which a job for a proposed change fills under the same key: install from the registry alone.`,
        );
      problems.push(...copyProblems(where, githubPublishingSteps(steps)));
    }
  }
  return problems;
}

/** The keywords of .gitlab-ci.yml that are not jobs. */
const GITLAB_KEYWORDS = new Set([
  'default',
  'include',
  'stages',
  'variables',
  'workflow',
  'image',
  'services',
  'cache',
  'before_script',
  'after_script',
  'spec',
]);

/** Whether a GitLab job runs on the default branch alone: each of its rules asks for it. */
const mainOnly = (rules: unknown) =>
  Array.isArray(rules) &&
  rules.length > 0 &&
  rules.every(
    (rule) =>
      isMap(rule) &&
      typeof rule.if === 'string' &&
      /^\$CI_COMMIT_BRANCH\s*==\s*\$CI_DEFAULT_BRANCH$/.test(rule.if.trim()),
  );

/**
 * The keys a GitLab job can see. GitLab gives a job every project variable that applies to it, so
 * the keys are scoped to environments in the project's settings: a job that names an environment
 * may see them. Also: a key-like variable the job names, and external secrets or ID tokens.
 */
function gitlabKeys(job: Fields): string[] {
  const keys: string[] = [];
  const environment = environmentOf(job);
  if (environment) keys.push(`the variables of the environment ${environment}`);
  for (const keyword of ['secrets', 'id_tokens']) if (job[keyword] !== undefined) keys.push(keyword);
  const named = JSON.stringify([job.script, job.before_script, job.after_script, job.variables]);
  for (const found of named.matchAll(
    /\$\{?((?!CI_)[A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|KEY)[A-Z0-9_]*)\b/g,
  ))
    keys.push(`$${found[1]}`);
  return [...new Set(keys)];
}

/** Whether Renovate's settings pin images to digests and keep .gitlab-ci.yml current. */
export function renovatePinsImages(renovate: unknown): boolean {
  if (!isMap(renovate)) return false;
  const managers = strings(renovate.enabledManagers);
  const covers = managers.length === 0 || managers.includes('gitlabci');
  const pins =
    strings(renovate.extends).includes('docker:pinDigests') ||
    list(renovate.packageRules).some((rule) => isMap(rule) && rule.pinDigests === true);
  return covers && pins;
}

/**
 * The keys of the caches a GitLab job uses, its own or those of `default`, each as written (a key
 * of files stands for the files' digest, the same for every job that names the same files).
 */
const gitlabCacheKeys = (job: Fields, defaults: Fields, pipeline: Fields): string[] => {
  const cache = 'cache' in job ? job.cache : (defaults.cache ?? pipeline.cache);
  return list(cache)
    .filter(isMap)
    .map((each) => (each.key === undefined ? 'default' : JSON.stringify(each.key)));
};

/** Every rule .gitlab-ci.yml breaks, one line each; `renovate` is renovate.json's settings, if any. */
export function gitlabProblems(file: string, text: string, renovate: unknown): string[] {
  const pipeline = parse(text) as Fields;
  const defaults = isMap(pipeline.default) ? pipeline.default : {};
  const problems: string[] = [];
  const images = new Set<string>();
  for (const image of [defaults.image, pipeline.image]) if (typeof image === 'string') images.add(image);
  const jobs = Object.entries(pipeline).filter(
    (entry): entry is [string, Fields] =>
      !GITLAB_KEYWORDS.has(entry[0]) && !entry[0].startsWith('.') && isMap(entry[1]),
  );
  // The caches that jobs which may run for a proposed change fill, and a publishing job must not take.
  const proposalCaches = new Set(
    jobs
      .filter(([, job]) => !mainOnly(job.rules))
      .flatMap(([, job]) => gitlabCacheKeys(job, defaults, pipeline)),
  );
  for (const [id, job] of jobs) {
    const where = `${file}, job ${id}`;
    if (job.extends !== undefined) problems.push(`${where} uses extends, which this check does not follow.`);
    if (typeof job.image === 'string') images.add(job.image);
    if (isMap(job.image) && typeof job.image.name === 'string') images.add(job.image.name);
    const before = job.before_script ?? defaults.before_script ?? pipeline.before_script;
    const commands = commandsOf([...strings(before), ...strings(job.script)]);
    const keys = gitlabKeys(job);
    if (!mainOnly(job.rules)) {
      const variables = isMap(job.variables) ? job.variables : {};
      const baseCode = String(variables.BASE_CODE ?? '');
      // "$BASE_CODE" is filled from the target branch by git archive, outside the job's checkout.
      const baseCodeFilled =
        /git archive "origin\/\$CI_MERGE_REQUEST_TARGET_BRANCH_NAME" \| tar -x -C "\$BASE_CODE"/.test(
          [...strings(before), ...strings(job.script)].join('\n'),
        ) &&
        baseCode.startsWith('/') &&
        !/\$CI_(?:PROJECT|BUILDS)_DIR/.test(baseCode);
      problems.push(...changeJobProblems(where, keys, commands, baseCodeFilled));
    }
    if (publishes(job)) {
      if (environmentOf(job) !== PUBLISHING_ENVIRONMENT)
        problems.push(
          `${where} publishes without the protected environment: add environment: ${PUBLISHING_ENVIRONMENT}.`,
        );
      if (!mainOnly(job.rules))
        problems.push(
          `${where} publishes, and may run for a proposed change: its rules must ask for the default branch alone.`,
        );
      problems.push(...publishingInstalls(where, commands));
      for (const key of gitlabCacheKeys(job, defaults, pipeline).filter((each) => proposalCaches.has(each)))
        problems.push(
          `${where} publishes with the cache ${key}, which a job for a proposed change fills too: give it cache: [] or a key of its own.`,
        );
      problems.push(...copyProblems(where, gitlabPublishingSteps(job, commands)));
    }
  }
  for (const image of images)
    if (!/@sha256:[0-9a-f]{64}$/.test(image) && !renovatePinsImages(renovate))
      problems.push(
        `${file}: the image ${image} is named by a tag, and renovate.json does not pin it to a digest (extends docker:pinDigests).`,
      );
  return problems;
}

/** Whether Dependabot's settings keep the actions and the npm packages current. */
export function dependabotProblems(file: string, text: string | undefined): string[] {
  const settings = text === undefined ? undefined : (parse(text) as unknown);
  const ecosystems =
    isMap(settings) && Array.isArray(settings.updates)
      ? settings.updates.filter(isMap).map((update) => update['package-ecosystem'])
      : [];
  return ['github-actions', 'npm']
    .filter((ecosystem) => !ecosystems.includes(ecosystem))
    .map((ecosystem) => `${file} does not keep the ${ecosystem} dependencies current.`);
}
