import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { manifestPath, sectionPath, shardPath, type SearchSection } from '../../shared/search/index-format';
import { search, type IndexSource } from '../../shared/search/query';

/**
 * The search's question sets (`tools/bench/search-questions/<tag>.yaml`): what readers type in each
 * language, with the page that should come first. The bench and the ranking's test both read them
 * and ask a built site's index, as the browser would, from its files.
 */

export const QUESTIONS_FOLDER = path.join(import.meta.dirname, 'search-questions');

const questionsSchema = z.strictObject({
  questions: z
    .array(
      z.strictObject({
        q: z.string().min(1),
        page: z
          .string()
          .regex(/^\/[^?]*$/, 'should be an address from the site’s root, such as /help/how-do-i-pay'),
      }),
    )
    .min(20, 'needs at least 20 questions'),
});

export type Question = z.output<typeof questionsSchema>['questions'][number];

export async function loadQuestions(tag: string): Promise<Question[]> {
  const file = path.join(QUESTIONS_FOLDER, `${tag}.yaml`);
  const parsed = questionsSchema.safeParse(parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data.questions;
}

/** An index read from a built site's folder, counting the bytes each file has. */
export function folderSource(outDir: string, tag: string) {
  const read = async (url: string) => {
    const text = await readFile(path.join(outDir, url), 'utf8');
    fetched.push({ url, bytes: Buffer.byteLength(text) });
    return JSON.parse(text) as unknown;
  };
  const fetched: { url: string; bytes: number }[] = [];
  const source: IndexSource & { section(n: number): Promise<SearchSection> } = {
    manifest: () => read(manifestPath(tag)) as never,
    shard: (shard) => read(shardPath(tag, shard)) as never,
    section: (section) => read(sectionPath(tag, section)) as never,
  };
  return { source, fetched };
}

export interface Ranked {
  question: Question;
  /** Where the expected page came, from 0; -1 when it was not among the results. */
  place: number;
  /** The addresses found first, in the language's own form. */
  found: string[];
}

/** Whether a result's address is the question's page: the same section, or the same page when no #anchor is named. */
export function isExpected(found: string, expected: string, base: string): boolean {
  const own =
    base !== '' && /^[/#]|^$/.test(found.slice(base.length)) && found.startsWith(base)
      ? found.slice(base.length).replace(/^(?=#|$)/, '/')
      : found;
  return expected.includes('#') ? own === expected : own.split('#')[0] === expected;
}

/** Asks every question of a language of the index built into `outDir`. */
export async function rankQuestions(outDir: string, tag: string, base: string): Promise<Ranked[]> {
  const questions = await loadQuestions(tag);
  const ranked: Ranked[] = [];
  for (const question of questions) {
    const { source } = folderSource(outDir, tag);
    const answer = await search(source, question.q);
    const found = await Promise.all(answer.hits.map(async (hit) => (await source.section(hit.section)).url));
    ranked.push({ question, place: found.findIndex((url) => isExpected(url, question.page, base)), found });
  }
  return ranked;
}

/** The share of questions whose page came first, and among the first three. */
export function shares(ranked: readonly Ranked[]): { top1: number; top3: number } {
  const count = (within: number) => ranked.filter((each) => each.place >= 0 && each.place < within).length;
  return { top1: count(1) / ranked.length, top3: count(3) / ranked.length };
}
