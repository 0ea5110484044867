/**
 * What the browser tests need from the machine (Chromium; nginx with openssl for the nginx suite;
 * Firefox, and WebKitGTK's WebDriver with GJS and a virtual display, for the engines' tests), found or installed before `npm test` runs anything slow. Without them Playwright would
 * spend minutes failing every test with the same missing-file error; this stops in seconds with one
 * message that names the command to run instead.
 *
 * The decisions live here and reach the machine only through {@link SetupSystem}, so the unit tests
 * drive them with fakes; `./system.ts` is the real machine.
 */

/** Debian's and Ubuntu's Chromium, looked for in this order after CHROMIUM_PATH. */
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Where Debian's nginx package puts nginx; `e2e/nginx-server.ts` starts it from here unless NGINX_PATH says otherwise. */
const SYSTEM_NGINX = '/usr/sbin/nginx';

/**
 * GJS's check that WebKitGTK's bindings are there: the engines' WebKit browser (e2e/engines/webkit-shell.js)
 * is a GJS script that loads them. It prints nothing and exits 0 when they load.
 */
const GJS_WEBKIT_CHECK =
  "imports.gi.versions.Gtk = '3.0'; imports.gi.versions.WebKit2 = '4.1'; imports.gi.WebKit2;";

/**
 * How long an installer may wait on a connection that sends nothing. Short, so an unreachable
 * server (no network, a firewall) fails in seconds; a download that is moving is not cut off by it.
 */
const CONNECTION_TIMEOUT_SECONDS = 5;

/** The longest a whole install may take before it is stopped, for a connection that only trickles. */
const INSTALL_TIMEOUT_MS = 15 * 60_000;

/** The longest a program may take to print its version; a browser that hangs there would hang the tests. */
const VERSION_TIMEOUT_MS = 15_000;

/** What a program run for the setup left behind. */
export interface RunResult {
  ok: boolean;
  /** Its standard output and error, for the reason a failure gives. */
  output: string;
}

/** The machine, as far as the setup needs it. */
export interface SetupSystem {
  env: Readonly<Record<string, string | undefined>>;
  /** Whether the process runs as root, the only case in which it installs Debian packages itself. */
  isRoot: boolean;
  /** Whether a file exists and may be executed. */
  isExecutable(file: string): boolean;
  /** The full path of a command found on PATH. */
  which(command: string): string | undefined;
  /** The Chromium Playwright's own download puts in place, whether or not it is there yet. */
  playwrightChromium(): string | undefined;
  /** Runs a program to its end; a failure to start or a timeout is a result with `ok: false`, never a throw. */
  run(
    command: string,
    args: string[],
    options: { timeoutMs: number; env?: Record<string, string> },
  ): Promise<RunResult>;
  /** Prints one line of progress. */
  log(line: string): void;
}

/** A program the tests will use, and how it was found. */
export interface FoundTool {
  path: string;
  /** Where it came from, such as `Debian package` or `CHROMIUM_PATH`. */
  source: string;
}

/** The programs the browser tests use, and the variables that tell Playwright, the nginx suite and the engines' tests where they are. */
export interface TestTools {
  chromium: FoundTool;
  nginx: FoundTool;
  openssl: FoundTool;
  firefox: FoundTool;
  webkitDriver: FoundTool;
  gjs: FoundTool;
  xvfb: FoundTool;
  zim: FoundTool;
  /** CHROMIUM_PATH, NGINX_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, GJS_PATH, XVFB_PATH and ZIMWRITERFS_PATH, for the environment the tests run in. */
  env: Record<string, string>;
}

/** Either the tools, or the one message that says what is missing and how to get it. */
export type SetupResult = { ok: true; tools: TestTools } | { ok: false; message: string };

export type ToolName = 'chromium' | 'nginx' | 'openssl' | 'firefox' | 'webkitDriver' | 'gjs' | 'xvfb' | 'zim';

const TOOLS: ToolName[] = ['chromium', 'nginx', 'openssl', 'firefox', 'webkitDriver', 'gjs', 'xvfb', 'zim'];

/** Something that was tried for a tool and did not give a working program, and why. */
interface Attempt {
  what: string;
  reason: string;
}

interface Tool {
  label: string;
  /** What the tests need it for, for the message. */
  neededBy: string;
  /** The arguments that make it print its version and exit 0, which proves it starts. */
  versionArgs: string[];
  /** The variable that names its program outright, if there is one. */
  override?: string;
  candidates(system: SetupSystem): FoundTool[];
  /** The Debian packages that provide it. */
  packages: string[];
  /** What to type to get it; `sudo` is left out for root, which may not have it. */
  remedies(sudo: string): string[];
}

const onPath = (system: SetupSystem, command: string): FoundTool[] => {
  const found = system.which(command);
  return found ? [{ path: found, source: 'PATH' }] : [];
};

/** Where Debian's package puts a program, then wherever PATH has it. */
const debianThenPath = (system: SetupSystem, file: string, command: string): FoundTool[] => [
  { path: file, source: 'Debian package' },
  ...onPath(system, command),
];

/** What installs every part of the WebKit tests at once, for each WebKit tool's message. */
const WEBKIT_PACKAGES = 'webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb';

const TOOL: Record<ToolName, Tool> = {
  chromium: {
    label: 'Chromium',
    neededBy: 'the browser tests need Chromium',
    versionArgs: ['--version'],
    override: 'CHROMIUM_PATH',
    candidates(system) {
      const candidates = SYSTEM_CHROMIUMS.map((path) => ({ path, source: 'Debian package' }));
      const playwright = system.playwrightChromium();
      if (playwright) candidates.push({ path: playwright, source: "Playwright's download" });
      return candidates;
    },
    packages: ['chromium'],
    remedies: (sudo) => [
      'npx playwright install chromium',
      `${sudo}apt-get install chromium`,
      'set CHROMIUM_PATH=/path/to/chrome',
    ],
  },
  nginx: {
    label: 'nginx',
    neededBy: 'the nginx suite needs nginx',
    versionArgs: ['-v'],
    override: 'NGINX_PATH',
    candidates: (system) => [{ path: SYSTEM_NGINX, source: 'Debian package' }, ...onPath(system, 'nginx')],
    packages: ['nginx-light'],
    remedies: (sudo) => [`${sudo}apt-get install nginx-light openssl`, 'set NGINX_PATH=/path/to/nginx'],
  },
  openssl: {
    label: 'openssl',
    neededBy: 'the nginx suite needs openssl for its test certificate',
    versionArgs: ['version'],
    candidates: (system) => onPath(system, 'openssl'),
    packages: ['openssl'],
    remedies: (sudo) => [`${sudo}apt-get install openssl`],
  },
  firefox: {
    label: 'Firefox',
    neededBy: "the engines' tests need Firefox (Gecko, the engine of Tor Browser)",
    versionArgs: ['--version'],
    override: 'FIREFOX_PATH',
    candidates: (system) => [
      ...debianThenPath(system, '/usr/bin/firefox-esr', 'firefox-esr'),
      ...debianThenPath(system, '/usr/bin/firefox', 'firefox'),
    ],
    packages: ['firefox-esr'],
    remedies: (sudo) => [
      `${sudo}apt-get install firefox-esr`,
      'set FIREFOX_PATH=/path/to/firefox (Firefox 129 or later, which speaks WebDriver BiDi)',
    ],
  },
  webkitDriver: {
    label: 'WebKitWebDriver',
    neededBy: "the engines' tests need WebKitGTK's WebDriver (WebKit, the engine of Safari)",
    versionArgs: ['--help'],
    override: 'WEBKIT_DRIVER_PATH',
    candidates: (system) => debianThenPath(system, '/usr/bin/WebKitWebDriver', 'WebKitWebDriver'),
    packages: ['webkit2gtk-driver'],
    remedies: (sudo) => [
      `${sudo}apt-get install ${WEBKIT_PACKAGES}`,
      'set WEBKIT_DRIVER_PATH=/path/to/WebKitWebDriver',
    ],
  },
  gjs: {
    label: 'GJS with WebKitGTK',
    neededBy: "the engines' WebKit browser needs GJS and WebKitGTK's bindings",
    versionArgs: ['-c', GJS_WEBKIT_CHECK],
    override: 'GJS_PATH',
    candidates: (system) => debianThenPath(system, '/usr/bin/gjs', 'gjs'),
    packages: ['gjs', 'gir1.2-webkit2-4.1'],
    remedies: (sudo) => [`${sudo}apt-get install ${WEBKIT_PACKAGES}`, 'set GJS_PATH=/path/to/gjs'],
  },
  xvfb: {
    label: 'Xvfb',
    neededBy: "the engines' WebKit browser needs a virtual display (Xvfb)",
    versionArgs: ['-help'],
    override: 'XVFB_PATH',
    candidates: (system) => debianThenPath(system, '/usr/bin/Xvfb', 'Xvfb'),
    packages: ['xvfb'],
    remedies: (sudo) => [`${sudo}apt-get install ${WEBKIT_PACKAGES}`, 'set XVFB_PATH=/path/to/Xvfb'],
  },
  zim: {
    label: 'zimwriterfs',
    neededBy: "the offline archive's tests need zim-tools to write and check its ZIM files",
    versionArgs: ['--version'],
    override: 'ZIMWRITERFS_PATH',
    candidates: (system) => debianThenPath(system, '/usr/bin/zimwriterfs', 'zimwriterfs'),
    packages: ['zim-tools'],
    remedies: (sudo) => [`${sudo}apt-get install zim-tools`, 'set ZIMWRITERFS_PATH=/path/to/zimwriterfs'],
  },
};

/** The line of a program's output that says what went wrong, for a one-line reason. */
function firstReason(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) =>
    /^(E:|Error:|error:)|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|timed out/.test(line),
  );
  return (error ?? lines.at(-1) ?? 'no output').slice(0, 200);
}

/**
 * Whether a program is there and answers its version question; if not, why not. A browser without
 * its system libraries (a Playwright download on a bare machine) is there but does not start.
 */
async function problemWith(system: SetupSystem, tool: ToolName, file: string): Promise<string | undefined> {
  if (!system.isExecutable(file)) return 'there is no program there';
  const result = await system.run(file, TOOL[tool].versionArgs, { timeoutMs: VERSION_TIMEOUT_MS });
  return result.ok ? undefined : `it does not start: ${firstReason(result.output)}`;
}

/** What the search for one tool has come to so far. */
interface Search {
  found?: FoundTool;
  /** The paths looked at, in order. */
  looked: string[];
  /** Candidates that are there but do not start, from the latest look. */
  broken: Attempt[];
  /** Installs tried, and why each gave nothing that starts. */
  installs: Attempt[];
}

/**
 * Looks at each candidate in order and takes the first that exists and starts. Ones that exist but
 * will not start are noted and passed over, so a later candidate or an install can still succeed.
 */
async function look(system: SetupSystem, tool: ToolName, search: Search): Promise<void> {
  const candidates = TOOL[tool].candidates(system);
  search.looked = candidates.map(({ path }) => path);
  search.broken = [];
  for (const candidate of candidates) {
    if (!system.isExecutable(candidate.path)) continue;
    const problem = await problemWith(system, tool, candidate.path);
    if (!problem) {
      search.found = candidate;
      return;
    }
    search.broken.push({ what: candidate.path, reason: problem });
  }
}

/**
 * The one message for everything still missing: what needs what, where it was looked for, what was
 * tried and why that failed, and the commands that fix it.
 */
function missingToolsMessage(searches: Partial<Record<ToolName, Search>>, root: boolean): string {
  const missing = TOOLS.filter((tool) => searches[tool] && !searches[tool].found);
  const lines = [
    `Stopped before running any tests: ${missing.map((tool) => TOOL[tool].neededBy).join('; ')}.`,
  ];
  for (const tool of missing) {
    const { looked, broken, installs } = searches[tool] as Search;
    const places = looked.length > 0 ? `not found at ${looked.join(', ')}` : 'not found on PATH';
    const tried = [...broken, ...installs].map(({ what, reason }) => `; ${what}: ${reason}`).join('');
    lines.push(`  ${TOOL[tool].label}: ${places}${tried}.`);
    const remedies = TOOL[tool].remedies(root ? '' : 'sudo ');
    lines.push(
      `  Install ${tool === 'chromium' ? 'it' : TOOL[tool].label} with one of: ${remedies.join('  |  ')}`,
    );
  }
  return lines.join('\n');
}

/**
 * Runs an installer step, saying what it does and, when it worked, how long it took. A failure is
 * not printed here: its reason goes into the one message at the end, if nothing else works.
 */
async function install(
  system: SetupSystem,
  label: string,
  [command, ...args]: string[],
  env: Record<string, string>,
): Promise<RunResult> {
  system.log(`${label} ...`);
  const started = Date.now();
  const result = await system.run(command, args, { timeoutMs: INSTALL_TIMEOUT_MS, env });
  if (result.ok) system.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** apt-get, told to give up on an unreachable mirror in seconds instead of minutes. */
const APT_OPTIONS = [
  ...['-o', `Acquire::http::Timeout=${CONNECTION_TIMEOUT_SECONDS}`],
  ...['-o', `Acquire::https::Timeout=${CONNECTION_TIMEOUT_SECONDS}`],
  ...['-o', 'Acquire::Retries=0'],
];

/**
 * Finds Chromium, nginx, openssl, Firefox, WebKitWebDriver, GJS with WebKitGTK's bindings, Xvfb and
 * zimwriterfs (with zim-tools' zimcheck beside it),
 * installs what is missing where it can, and says where they are or what to do. The order:
 *
 * 1. CHROMIUM_PATH, NGINX_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, GJS_PATH, XVFB_PATH and
 *    ZIMWRITERFS_PATH, when set,
 *    are used as they are; if one names nothing that starts, the setup stops at once and says so,
 *    since whoever set it meant that program.
 * 2. Chromium: Debian's `/usr/bin/chromium`, then `/usr/bin/chromium-browser`, then the one
 *    Playwright downloads. nginx: `/usr/sbin/nginx`, then PATH. openssl: PATH. Firefox:
 *    `/usr/bin/firefox-esr`, then `/usr/bin/firefox`, each also on PATH. The WebKit tools: where
 *    Debian puts them, then PATH. A program counts only if it answers (its version, its help, or for
 *    GJS, loading WebKitGTK's bindings).
 * 3. For a missing Chromium, Playwright's own download (`npx playwright install chromium`).
 *    Playwright's Firefox and WebKit are builds only Playwright drives, so they are no substitute.
 * 4. For whatever is still missing, when running as root on a machine with apt-get, the Debian
 *    packages (`chromium`, `nginx-light`, `openssl`, `firefox-esr`, `webkit2gtk-driver`, `gjs`,
 *    `gir1.2-webkit2-4.1`, `xvfb`, `zim-tools`) in one apt-get run.
 * 5. Anything still missing ends the setup with one message.
 */
export async function setUpTestTools(system: SetupSystem): Promise<SetupResult> {
  const searches = {} as Record<ToolName, Search>;
  const wrongOverrides: string[] = [];
  for (const tool of TOOLS) {
    const search: Search = { looked: [], broken: [], installs: [] };
    searches[tool] = search;
    const variable = TOOL[tool].override;
    const value = variable ? system.env[variable] : undefined;
    if (!variable || !value) continue;
    const problem = await problemWith(system, tool, value);
    if (problem) wrongOverrides.push(`  ${variable} is set to ${value}, but ${problem}.`);
    else search.found = { path: value, source: variable };
  }
  if (wrongOverrides.length > 0) {
    const fix = '  Point it at a working program, or unset it so that npm test finds or installs one.';
    return {
      ok: false,
      message: ['Stopped before running any tests:', ...wrongOverrides, fix].join('\n'),
    };
  }

  for (const tool of TOOLS) if (!searches[tool].found) await look(system, tool, searches[tool]);

  const chromium = searches.chromium;
  if (!chromium.found) {
    // Playwright gives up on a silent connection after this long; its own default (30 s, for each
    // of five attempts) would keep a machine without network waiting for minutes.
    const timeout =
      system.env.PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT ?? String(CONNECTION_TIMEOUT_SECONDS * 1000);
    const command = 'npx playwright install chromium';
    const result = await install(system, `Installing Chromium with ${command}`, command.split(' '), {
      PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: timeout,
    });
    if (result.ok) await look(system, 'chromium', chromium);
    if (!chromium.found) {
      const reason = result.ok ? 'it ran, but left no Chromium that starts' : firstReason(result.output);
      chromium.installs.push({ what: command, reason });
    }
  }

  const missing = TOOLS.filter((tool) => !searches[tool].found);
  const apt = system.which('apt-get');
  if (missing.length > 0 && system.isRoot && apt) {
    const packages = [...new Set(missing.flatMap((tool) => TOOL[tool].packages))];
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const update = await install(
      system,
      'Updating the package lists with apt-get update',
      [apt, ...APT_OPTIONS, 'update', '-qq'],
      env,
    );
    const result = update.ok
      ? await install(
          system,
          `Installing ${packages.join(' ')} with apt-get`,
          [apt, ...APT_OPTIONS, 'install', '-y', '-qq', ...packages],
          env,
        )
      : update;
    for (const tool of missing) {
      if (result.ok) await look(system, tool, searches[tool]);
      if (!searches[tool].found) {
        const reason = result.ok
          ? `it ran, but left no ${TOOL[tool].label} that starts`
          : firstReason(result.output);
        searches[tool].installs.push({ what: `apt-get install ${TOOL[tool].packages.join(' ')}`, reason });
      }
    }
  }

  if (TOOLS.some((tool) => !searches[tool].found)) {
    return { ok: false, message: missingToolsMessage(searches, system.isRoot) };
  }
  const [browser, nginx, openssl, firefox, webkitDriver, gjs, xvfb, zim] = TOOLS.map(
    (tool) => searches[tool].found as FoundTool,
  );
  const env = {
    CHROMIUM_PATH: browser.path,
    NGINX_PATH: nginx.path,
    FIREFOX_PATH: firefox.path,
    WEBKIT_DRIVER_PATH: webkitDriver.path,
    GJS_PATH: gjs.path,
    XVFB_PATH: xvfb.path,
    ZIMWRITERFS_PATH: zim.path,
  };
  return {
    ok: true,
    tools: { chromium: browser, nginx, openssl, firefox, webkitDriver, gjs, xvfb, zim, env },
  };
}

/** The one line a successful setup prints. */
export function describeTools(tools: TestTools): string {
  const tool = (name: ToolName) => `${TOOL[name].label} ${tools[name].path} (${tools[name].source})`;
  return `Browser tests use ${TOOLS.map(tool).join(', ')}.`;
}
