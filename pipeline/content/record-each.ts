import { checkContent } from './check';

/** What recording did for one file, in a sentence that follows the file's name. */
export interface RecordOutcome {
  file: string;
  recorded: boolean;
  /** Whether nothing was recorded because the file records what it says already. */
  current: boolean;
  message: string;
}

/**
 * Records each item in turn (a legal text's version, a translation's English) and prints, for each,
 * its file and what recording did. Returns false when one could not be recorded; a file that
 * records what it says already is not a failure.
 */
export async function recordEach<T>(
  items: readonly T[],
  record: (item: T) => Promise<RecordOutcome>,
): Promise<boolean> {
  let refused = false;
  for (const item of items) {
    const outcome = await record(item);
    console.log(`${outcome.file} ${outcome.message}`);
    refused ||= !outcome.recorded && !outcome.current;
  }
  return !refused;
}

/**
 * Checks the content after recording, as the build will, and prints its summary, or every problem
 * when it finds one. Returns the command's exit status: 1 when recording or the check failed.
 */
export async function checkAfterRecording(root: string, recorded: boolean): Promise<number> {
  const { ok, lines } = await checkContent(root);
  console.log(ok ? lines.at(-1) : `\n${lines.join('\n')}`);
  return recorded && ok ? 0 : 1;
}
