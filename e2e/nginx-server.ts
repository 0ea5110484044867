import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { selfSignedCertificate } from '../tools/serve/self-signed';

/** The first of the loopback ports the nginx suite uses; each worker takes two (HTTPS, then HTTP). */
export const nginxBasePort = Number(process.env.NGINX_PORT ?? 4320);

/** The first of the loopback ports the onion service's server listens on in the suite, one a worker. */
export const nginxOnionBasePort = Number(process.env.NGINX_ONION_PORT ?? 4360);

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE_CONFIG = path.resolve(import.meta.dirname, '../deploy/nginx.conf');
const ONION_CONFIG = path.resolve(import.meta.dirname, '../deploy/nginx-onion.conf');
const run = promisify(execFile);

/** A running nginx that serves a build with `deploy/nginx.conf`. */
export interface NginxServer {
  /** The site's HTTPS address, such as https://127.0.0.1:4320. */
  origin: string;
  /** The plain-HTTP address, which only redirects. */
  httpOrigin: string;
  /** The onion service's server, as Tor reaches it on this machine: http://127.0.0.1:<port>. */
  onionOrigin: string;
  stop(): Promise<void>;
}

/**
 * Fills in the `@NAME@` values of `deploy/nginx.conf`, and fails if the file asks for one that is not
 * given, so a new value in the config cannot go untested.
 */
export function templateNginxConfig(
  config: string,
  values: Record<string, string>,
  file = 'deploy/nginx.conf',
): string {
  return config.replace(/@([A-Z_]+)@/g, (_whole, name: string) => {
    if (!(name in values))
      throw new Error(`${file} asks for @${name}@, which the nginx suite does not fill in`);
    return values[name];
  });
}

/**
 * The main configuration around the site's: everything nginx would otherwise write under /var or /run
 * goes to the test's own folder, so it runs without touching the machine's nginx.
 */
function mainConfig(dir: string): string {
  const file = (name: string) => path.join(dir, name);
  return `worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${file('access.log')};
    client_body_temp_path ${file('body')};
    proxy_temp_path ${file('proxy')};
    fastcgi_temp_path ${file('fastcgi')};
    uwsgi_temp_path ${file('uwsgi')};
    scgi_temp_path ${file('scgi')};
    include ${file('site.conf')};
    include ${file('onion.conf')};
}
`;
}

async function waitForPort(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx stopped at once:\n${await readFile(errorLog, 'utf8').catch(() => '')}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on port ${port} within 10 s`);
}

/**
 * Starts Debian's nginx in the foreground on two loopback ports, serving `root` with
 * `deploy/nginx.conf` and a self-signed certificate made for the occasion, and on the same ports, for
 * the host of `editorOrigin`, the editor's build in `editorRoot`; and, with `deploy/nginx-onion.conf`
 * on `onionPort`, the mirror build in `onionRoot` as the onion service's server (`root` when it is not
 * given). `stop()` ends it and removes its folder.
 */
export async function startNginx(
  root: string,
  httpsPort: number,
  {
    editorRoot,
    editorOrigin,
    onionPort,
    onionRoot = root,
  }: { editorRoot: string; editorOrigin: string; onionPort: number; onionRoot?: string },
  httpPort = httpsPort + 1,
): Promise<NginxServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'masky-nginx-'));
  // Workers run as an unprivileged user when the tests run as root; they only need to read the build.
  await chmod(dir, 0o755);
  // RSA, so that a suite without forward secrecy (plain RSA key exchange) could be chosen if the
  // config allowed one: with an EC key such suites fail for want of a key, whatever the config says.
  const { certificate, key } = await selfSignedCertificate(
    dir,
    `IP:127.0.0.1,DNS:${new URL(editorOrigin).hostname}`,
    { key: 'rsa' },
  );
  // The ffdhe2048 group of RFC 7919, which Mozilla's profile names for DHE: a fixed group, so openssl
  // writes it at once rather than searching for a prime.
  const dhparam = path.join(dir, 'ffdhe2048.pem');
  await run('openssl', [
    'genpkey',
    '-genparam',
    '-algorithm',
    'DH',
    '-pkeyopt',
    'group:ffdhe2048',
    '-out',
    dhparam,
  ]);
  const site = templateNginxConfig(await readFile(SITE_CONFIG, 'utf8'), {
    ROOT: root,
    EDITOR_ROOT: editorRoot,
    SERVER_NAME: '127.0.0.1',
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: key,
    EDITOR_CERTIFICATE: certificate,
    EDITOR_CERTIFICATE_KEY: key,
    DHPARAM: dhparam,
  });
  await writeFile(path.join(dir, 'site.conf'), site);
  // The onion's server, in the same http {} block as the site's, as on a machine that runs both.
  const onion = templateNginxConfig(
    await readFile(ONION_CONFIG, 'utf8'),
    { ROOT: onionRoot, ONION_LISTEN: `127.0.0.1:${onionPort}` },
    'deploy/nginx-onion.conf',
  );
  await writeFile(path.join(dir, 'onion.conf'), onion);
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, mainConfig(dir));
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-c', config, '-e', errorLog, '-g', 'daemon off;'];
  await run(NGINX, [...args, '-t', '-q']).catch((error: { stderr?: string }) => {
    throw new Error(`nginx refuses deploy/nginx.conf:\n${error.stderr ?? error}`);
  });
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  // Should the test process end without calling stop(), nginx must not outlive it and hold the port.
  const orphanGuard = () => child.kill('SIGQUIT');
  process.once('exit', orphanGuard);
  await waitForPort(httpsPort, child, errorLog);
  await waitForPort(onionPort, child, errorLog);
  return {
    origin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    onionOrigin: `http://127.0.0.1:${onionPort}`,
    async stop() {
      process.off('exit', orphanGuard);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
