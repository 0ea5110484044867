// What the legal and translation recording commands print; the commands are its only users, so it lives with them.
import { checkContent } from '../pipeline/content/check';
import { printable } from '../pipeline/content/problem';

export interface RecordOutcome {
  file: string;
  recorded: boolean;
  current: boolean;
  message: string;
}

/** Records each item in turn and prints what that did; false when one could not be recorded. */
export async function recordEach<T>(
  items: readonly T[],
  record: (item: T) => Promise<RecordOutcome>,
): Promise<boolean> {
  let refused = false;
  for (const item of items) {
    const outcome = await record(item);
    // A message may quote content (a heading, a name), printed as the check prints it.
    console.log(`${printable(outcome.file)} ${printable(outcome.message)}`);
    refused ||= !outcome.recorded && !outcome.current;
  }
  return !refused;
}

/** Checks the content after recording, as the build will; returns the command's exit status. */
export async function checkAfterRecording(root: string, recorded: boolean): Promise<number> {
  const { ok, lines } = await checkContent(root);
  console.log(ok ? lines.at(-1) : `\n${lines.join('\n')}`);
  return recorded && ok ? 0 : 1;
}
