import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as openpgp from 'openpgp';

/** An Ed25519 key made for a test, as the company would make the site's: the private half and the public. */
export async function testKey(name: string) {
  const { privateKey, publicKey } = await openpgp.generateKey({
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name }],
    date: new Date('2026-01-01T00:00:00Z'),
    format: 'armored',
  });
  return { privateKey, publicKey };
}

const run = promisify(execFile);

/** Runs a reader's command in `cwd`: its exit code and what it printed, both streams together. */
export async function reader(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      env: { ...process.env, LC_ALL: 'C', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number | string; stdout: string; stderr: string };
    if (failed.code === 'ENOENT')
      throw new Error(
        `${command} is not installed; this test checks a build as a reader would, with gnupg and coreutils (sudo apt-get install gnupg coreutils)`,
      );
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
