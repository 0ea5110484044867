import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SYSTEM_CHROMIUMS, type RunResult, type SetupSystem } from './tools';

/** Keeps the end of a long output, where installers say what went wrong. */
const OUTPUT_LIMIT = 64 * 1024;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function which(command: string, searchPath = process.env.PATH ?? ''): string | undefined {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, command))
    .find(isExecutable);
}

/**
 * Where Playwright's own download puts Chromium, asked of playwright-core (the version
 * @playwright/test installs), whether or not the download has happened.
 */
function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first Chromium that is there, without starting it: what `playwright.config.ts` uses when the
 * tests run without `npm run test:e2e` (the Playwright extension of an editor, `npx playwright test`),
 * so they still find the browser the setup found or installed.
 */
export function installedChromium(): string | undefined {
  return [...SYSTEM_CHROMIUMS, playwrightChromium()].find(
    (file): file is string => !!file && isExecutable(file),
  );
}

function run(
  command: string,
  args: string[],
  { timeoutMs, env }: { timeoutMs: number; env?: Record<string, string> },
): Promise<RunResult> {
  return new Promise((resolve) => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGTERM',
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, output: `Error: ${error.message}` }));
    child.on('close', (code, signal) => {
      if (signal) output += `\n${command} timed out or was stopped (${signal})`;
      resolve({ ok: code === 0, output });
    });
  });
}

/** This machine, for {@link setUpTestTools}. */
export function nodeSystem(): SetupSystem {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    isExecutable,
    which: (command) => which(command),
    playwrightChromium,
    run,
    log: (line) => console.log(line),
  };
}
