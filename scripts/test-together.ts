/**
 * `tsx scripts/test-together.ts 'COMMAND' 'COMMAND' ...`: runs each shell command line at the same
 * time as the others, and exits non-zero if any of them failed. `npm run check:ci` runs its checks
 * in two such lines: each check (the type check, the linter, the formatter, the build) keeps one
 * processor busy, so on a two-core machine two lines finish in about the time of the longer one.
 *
 * A command's output is held until it ends, then printed whole under its command line, so the log
 * reads as if the lines had run one after another; every line runs to its end even when another
 * has failed, so one run names every check that fails.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { positionals: lines } = parseArgs({ options: {}, allowPositionals: true });
if (lines.length === 0) {
  console.error("Name the command lines to run together, for example: 'npm run lint' 'npm run typecheck'");
  process.exit(2);
}

/** Runs a command line in a shell, its output and errors gathered in the order they came. */
function run(line: string): Promise<{ line: string; output: string; code: number }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(line, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ line, output: error.message, code: 1 }));
    child.on('close', (code, signal) =>
      resolve({ line, output: Buffer.concat(chunks).toString('utf8'), code: code ?? (signal ? 1 : 0) }),
    );
  });
}

let failed = 0;
// Each line's output is printed as soon as it and every line before it have ended.
const runs = lines.map(run);
for (const finished of runs) {
  const { line, output, code } = await finished;
  process.stdout.write(`\n$ ${line}\n${output}`);
  if (code !== 0) {
    failed += 1;
    console.error(`Failed (exit code ${code}): ${line}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
