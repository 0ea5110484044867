import { describe, expect, it } from 'vitest';
import { setUpTestTools, type RunResult, type SetupSystem } from './tools';

const PLAYWRIGHT_CHROME = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A program on the fake machine: one that starts, or one that is there and fails to. */
type Program = 'works' | { fails: string };

interface FakeMachine {
  programs?: Record<string, Program>;
  /** Commands on PATH, by name. */
  path?: Record<string, string>;
  env?: Record<string, string>;
  isRoot?: boolean;
  /** What each installer does to the machine, and how it ends; an installer not listed fails. */
  installers?: Record<
    string,
    (machine: { programs: Record<string, Program>; path: Record<string, string> }) => RunResult
  >;
}

/** A machine made of a table of programs, which records every program the setup runs. */
function fakeSystem(machine: FakeMachine) {
  const programs = { ...machine.programs };
  const path = { ...machine.path };
  const ran: string[] = [];
  const logged: string[] = [];
  const runEnvs: Record<string, string>[] = [];
  const system: SetupSystem = {
    env: machine.env ?? {},
    isRoot: machine.isRoot ?? false,
    isExecutable: (file) => file in programs,
    which: (command) => path[command],
    playwrightChromium: () => PLAYWRIGHT_CHROME,
    async run(command, args, { env }) {
      const line = [command, ...args.filter((arg) => !arg.startsWith('Acquire::') && arg !== '-o')].join(' ');
      ran.push(line);
      if (env) runEnvs.push(env);
      // A program of the machine is only ever run to see that it answers (its version, its help).
      const program = programs[command];
      if (program) {
        return program === 'works' ? { ok: true, output: 'v1' } : { ok: false, output: program.fails };
      }
      const installer = machine.installers?.[line];
      return installer
        ? installer({ programs, path })
        : { ok: false, output: `Error: ${command} cannot reach its server` };
    },
    log: (line) => logged.push(line),
  };
  return { system, ran, logged, runEnvs };
}

/** Firefox and WebKitGTK's tools, and zim-tools' writer, where Debian's packages put them. */
const ENGINES = {
  '/usr/bin/firefox-esr': 'works',
  '/usr/bin/WebKitWebDriver': 'works',
  '/usr/bin/gjs': 'works',
  '/usr/bin/Xvfb': 'works',
  '/usr/bin/zimwriterfs': 'works',
} as const satisfies Record<string, Program>;

const ENGINES_ENV = {
  FIREFOX_PATH: '/usr/bin/firefox-esr',
  WEBKIT_DRIVER_PATH: '/usr/bin/WebKitWebDriver',
  GJS_PATH: '/usr/bin/gjs',
  XVFB_PATH: '/usr/bin/Xvfb',
  ZIMWRITERFS_PATH: '/usr/bin/zimwriterfs',
};

const DEBIAN = {
  programs: {
    '/usr/bin/chromium': 'works',
    '/usr/sbin/nginx': 'works',
    '/usr/bin/openssl': 'works',
    ...ENGINES,
  },
  path: { openssl: '/usr/bin/openssl', 'apt-get': '/usr/bin/apt-get' },
} satisfies FakeMachine;

/** Debian without Chromium: nginx, openssl and the engines are there. */
const NO_CHROMIUM = {
  programs: { '/usr/sbin/nginx': 'works', '/usr/bin/openssl': 'works', ...ENGINES },
  path: DEBIAN.path,
} satisfies FakeMachine;

const APT_UPDATE = '/usr/bin/apt-get update -qq';
const APT_INSTALL_ALL =
  '/usr/bin/apt-get install -y -qq chromium nginx-light openssl firefox-esr webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb zim-tools';

describe('setUpTestTools', () => {
  it("uses Debian's Chromium and nginx when they are there, and installs nothing", async () => {
    const { system, ran } = fakeSystem(DEBIAN);
    const result = await setUpTestTools(system);
    expect(result).toEqual({
      ok: true,
      tools: {
        chromium: { path: '/usr/bin/chromium', source: 'Debian package' },
        nginx: { path: '/usr/sbin/nginx', source: 'Debian package' },
        openssl: { path: '/usr/bin/openssl', source: 'PATH' },
        firefox: { path: '/usr/bin/firefox-esr', source: 'Debian package' },
        webkitDriver: { path: '/usr/bin/WebKitWebDriver', source: 'Debian package' },
        gjs: { path: '/usr/bin/gjs', source: 'Debian package' },
        xvfb: { path: '/usr/bin/Xvfb', source: 'Debian package' },
        zim: { path: '/usr/bin/zimwriterfs', source: 'Debian package' },
        env: { CHROMIUM_PATH: '/usr/bin/chromium', NGINX_PATH: '/usr/sbin/nginx', ...ENGINES_ENV },
      },
    });
    expect(ran).toEqual([
      '/usr/bin/chromium --version',
      '/usr/sbin/nginx -v',
      '/usr/bin/openssl version',
      '/usr/bin/firefox-esr --version',
      '/usr/bin/WebKitWebDriver --help',
      // GJS proves it can load WebKitGTK's bindings, which the engines' WebKit browser needs.
      "/usr/bin/gjs -c imports.gi.versions.Gtk = '3.0'; imports.gi.versions.WebKit2 = '4.1'; imports.gi.WebKit2;",
      '/usr/bin/Xvfb -help',
      '/usr/bin/zimwriterfs --version',
    ]);
  });

  it('takes CHROMIUM_PATH before any Chromium it would find', async () => {
    const { system } = fakeSystem({
      ...DEBIAN,
      programs: { ...DEBIAN.programs, '/opt/chrome/chrome': 'works' },
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    const result = await setUpTestTools(system);
    expect(result.ok && result.tools.chromium).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('stops at once when CHROMIUM_PATH names nothing, without looking further or installing', async () => {
    const { system, ran } = fakeSystem({ ...DEBIAN, isRoot: true, env: { CHROMIUM_PATH: '/nonexistent' } });
    const result = await setUpTestTools(system);
    expect(result).toEqual({
      ok: false,
      message: [
        'Stopped before running any tests:',
        '  CHROMIUM_PATH is set to /nonexistent, but there is no program there.',
        '  Point it at a working program, or unset it so that npm test finds or installs one.',
      ].join('\n'),
    });
    expect(ran).toEqual([]);
  });

  it("looks for chromium-browser, then Playwright's download, when Debian's chromium is missing", async () => {
    const browser = fakeSystem({
      ...NO_CHROMIUM,
      programs: {
        ...NO_CHROMIUM.programs,
        '/usr/bin/chromium-browser': 'works',
        [PLAYWRIGHT_CHROME]: 'works',
      },
    });
    const first = await setUpTestTools(browser.system);
    expect(first.ok && first.tools.chromium.path).toBe('/usr/bin/chromium-browser');

    const playwright = fakeSystem({
      ...NO_CHROMIUM,
      programs: { ...NO_CHROMIUM.programs, [PLAYWRIGHT_CHROME]: 'works' },
    });
    const second = await setUpTestTools(playwright.system);
    expect(second.ok && second.tools.chromium).toEqual({
      path: PLAYWRIGHT_CHROME,
      source: "Playwright's download",
    });
    expect(playwright.ran).not.toContain('npx playwright install chromium');
  });

  it('passes over a Chromium that is there but does not start', async () => {
    const { system } = fakeSystem({
      ...NO_CHROMIUM,
      programs: {
        ...NO_CHROMIUM.programs,
        '/usr/bin/chromium': { fails: 'error while loading shared libraries: libnss3.so' },
        [PLAYWRIGHT_CHROME]: 'works',
      },
    });
    const result = await setUpTestTools(system);
    expect(result.ok && result.tools.chromium.path).toBe(PLAYWRIGHT_CHROME);
  });

  it("downloads Playwright's Chromium when none is found, with a short connection timeout", async () => {
    const { system, ran, runEnvs, logged } = fakeSystem({
      ...NO_CHROMIUM,
      installers: {
        'npx playwright install chromium': ({ programs }) => {
          programs[PLAYWRIGHT_CHROME] = 'works';
          return { ok: true, output: '' };
        },
      },
    });
    const result = await setUpTestTools(system);
    expect(result.ok && result.tools.chromium.path).toBe(PLAYWRIGHT_CHROME);
    expect(runEnvs).toContainEqual({ PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '5000' });
    expect(ran.filter((line) => line.includes('apt-get'))).toEqual([]);
    expect(logged[0]).toBe('Installing Chromium with npx playwright install chromium ...');
  });

  it('stops with one message naming the commands when nothing can be installed', async () => {
    const { system, ran } = fakeSystem(NO_CHROMIUM);
    const result = await setUpTestTools(system);
    expect(result).toEqual({
      ok: false,
      message: [
        'Stopped before running any tests: the browser tests need Chromium.',
        `  Chromium: not found at /usr/bin/chromium, /usr/bin/chromium-browser, ${PLAYWRIGHT_CHROME}; ` +
          'npx playwright install chromium: Error: npx cannot reach its server.',
        '  Install it with one of: npx playwright install chromium  |  sudo apt-get install chromium  |  ' +
          'set CHROMIUM_PATH=/path/to/chrome',
      ].join('\n'),
    });
    // Not root, so apt-get is left alone even though it is there.
    expect(ran.filter((line) => line.includes('apt-get'))).toEqual([]);
  });

  it('as root with apt-get, installs the Debian packages for everything still missing in one run', async () => {
    const { system, ran } = fakeSystem({
      path: { 'apt-get': '/usr/bin/apt-get' },
      isRoot: true,
      installers: {
        [APT_UPDATE]: () => ({ ok: true, output: '' }),
        [APT_INSTALL_ALL]: ({ programs, path }) => {
          for (const file of [
            '/usr/bin/chromium',
            '/usr/sbin/nginx',
            '/usr/bin/openssl',
            ...Object.keys(ENGINES),
          ])
            programs[file] = 'works';
          // openssl appears on PATH once its package is installed.
          path.openssl = '/usr/bin/openssl';
          return { ok: true, output: '' };
        },
      },
    });
    const result = await setUpTestTools(system);
    expect(result.ok && result.tools.env).toEqual({
      CHROMIUM_PATH: '/usr/bin/chromium',
      NGINX_PATH: '/usr/sbin/nginx',
      ...ENGINES_ENV,
    });
    expect(ran.filter((line) => line.startsWith('npx') || line.includes('apt-get'))).toEqual([
      'npx playwright install chromium',
      APT_UPDATE,
      APT_INSTALL_ALL,
    ]);
  });

  it('does not run apt-get install when apt-get update fails, and gives its reason', async () => {
    const { system, ran } = fakeSystem({
      ...NO_CHROMIUM,
      isRoot: true,
      installers: {
        [APT_UPDATE]: () => ({
          ok: false,
          output: "W: Failed to fetch\nE: Could not resolve 'deb.debian.org'",
        }),
      },
    });
    const result = await setUpTestTools(system);
    expect(ran).not.toContain('/usr/bin/apt-get install -y -qq chromium');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("apt-get install chromium: E: Could not resolve 'deb.debian.org'.");
    // Root may have no sudo, so the commands it is told are without it.
    expect(result.message).toContain('|  apt-get install chromium  |');
  });

  it('asks only for nginx when only nginx is missing, and downloads no browser', async () => {
    const { system, ran } = fakeSystem({
      programs: { '/usr/bin/chromium': 'works', '/usr/bin/openssl': 'works', ...ENGINES },
      path: { openssl: '/usr/bin/openssl' },
    });
    const result = await setUpTestTools(system);
    expect(result).toEqual({
      ok: false,
      message: [
        'Stopped before running any tests: the nginx suite needs nginx.',
        '  nginx: not found at /usr/sbin/nginx.',
        '  Install nginx with one of: sudo apt-get install nginx-light openssl  |  set NGINX_PATH=/path/to/nginx',
      ].join('\n'),
    });
    expect(ran).not.toContain('npx playwright install chromium');
  });

  it('takes nginx from PATH when it is not where Debian puts it, and passes its path on', async () => {
    const { system } = fakeSystem({
      programs: {
        '/usr/bin/chromium': 'works',
        '/usr/local/bin/nginx': 'works',
        '/usr/bin/openssl': 'works',
        ...ENGINES,
      },
      path: { nginx: '/usr/local/bin/nginx', openssl: '/usr/bin/openssl' },
    });
    const result = await setUpTestTools(system);
    expect(result.ok && result.tools.env.NGINX_PATH).toBe('/usr/local/bin/nginx');
  });

  it('as root, installs Firefox ESR, the WebKit packages and zim-tools alone when only they are missing', async () => {
    const { system, ran } = fakeSystem({
      ...DEBIAN,
      programs: { '/usr/bin/chromium': 'works', '/usr/sbin/nginx': 'works', '/usr/bin/openssl': 'works' },
      isRoot: true,
      installers: {
        [APT_UPDATE]: () => ({ ok: true, output: '' }),
        '/usr/bin/apt-get install -y -qq firefox-esr webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb zim-tools':
          ({ programs }) => {
            Object.assign(programs, ENGINES);
            return { ok: true, output: '' };
          },
      },
    });
    const result = await setUpTestTools(system);
    expect(result.ok && result.tools.env).toMatchObject(ENGINES_ENV);
    expect(ran).not.toContain('npx playwright install chromium');
  });

  it("stops with one message naming the WebKit packages when WebKitGTK's bindings are missing", async () => {
    const { system } = fakeSystem({
      ...DEBIAN,
      programs: {
        ...DEBIAN.programs,
        '/usr/bin/gjs': {
          fails: "Error: Requiring WebKit2, version 4.1: Typelib file for namespace 'WebKit2' not found",
        },
      },
    });
    const result = await setUpTestTools(system);
    expect(result).toEqual({
      ok: false,
      message: [
        "Stopped before running any tests: the engines' WebKit browser needs GJS and WebKitGTK's bindings.",
        '  GJS with WebKitGTK: not found at /usr/bin/gjs; /usr/bin/gjs: it does not start: ' +
          "Error: Requiring WebKit2, version 4.1: Typelib file for namespace 'WebKit2' not found.",
        '  Install GJS with WebKitGTK with one of: sudo apt-get install webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb  |  ' +
          'set GJS_PATH=/path/to/gjs',
      ].join('\n'),
    });
  });

  it('takes FIREFOX_PATH and stops at once when it names nothing', async () => {
    const custom = fakeSystem({
      ...DEBIAN,
      programs: { ...DEBIAN.programs, '/opt/firefox/firefox': 'works' },
      env: { FIREFOX_PATH: '/opt/firefox/firefox' },
    });
    const found = await setUpTestTools(custom.system);
    expect(found.ok && found.tools.firefox).toEqual({ path: '/opt/firefox/firefox', source: 'FIREFOX_PATH' });

    const wrong = fakeSystem({ ...DEBIAN, env: { WEBKIT_DRIVER_PATH: '/nonexistent' } });
    const stopped = await setUpTestTools(wrong.system);
    expect(stopped.ok === false && stopped.message).toContain(
      'WEBKIT_DRIVER_PATH is set to /nonexistent, but there is no program there.',
    );
    expect(wrong.ran).toEqual([]);
  });
});
