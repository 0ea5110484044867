import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { manifestPath, sectionFilePath, shardPath, type SectionFile } from '../../shared/search/index-format';
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

export interface Ranked {
  question: Question;
  /** Where the expected page came, from 0; -1 when it was not among the results. */
  place: number;
  /** The addresses found first, in the language's own form. */
  found: string[];
  /** The index's files the question read, as text: the manifest, its shards and its results' sections. */
  files: string[];
}

/** Whether a result's address is the question's page: the same section, or the same page when no #anchor is named. */
export function isExpected(found: string, expected: string, base: string): boolean {
  const own =
    base !== '' && /^[/#]|^$/.test(found.slice(base.length)) && found.startsWith(base)
      ? found.slice(base.length).replace(/^(?=#|$)/, '/')
      : found;
  return expected.includes('#') ? own === expected : own.split('#')[0] === expected;
}

/** Asks each question of an index whose files, by their address from the site's root, `read` gives. */
export async function askQuestions(
  read: (url: string) => Promise<string>,
  tag: string,
  base: string,
  questions: readonly Question[],
): Promise<Ranked[]> {
  const ranked: Ranked[] = [];
  for (const question of questions) {
    const files: string[] = [];
    // Each file once, as the browser's search fetches it once for all the hits it holds.
    const fetched = new Map<string, Promise<unknown>>();
    const json = (url: string) => {
      if (!fetched.has(url))
        fetched.set(
          url,
          read(url).then((text) => {
            files.push(text);
            return JSON.parse(text) as unknown;
          }),
        );
      return fetched.get(url) as Promise<never>;
    };
    const source: IndexSource = {
      manifest: () => json(manifestPath(tag)),
      shard: (n) => json(shardPath(tag, n)),
    };
    const answer = await search(source, question.q);
    const sections = await Promise.all(
      answer.hits.map(
        async (hit) => ((await json(sectionFilePath(tag, hit.section))) as SectionFile)[hit.section],
      ),
    );
    const found = sections.map((section) => section.url);
    ranked.push({
      question,
      place: found.findIndex((url) => isExpected(url, question.page, base)),
      found,
      files,
    });
  }
  return ranked;
}

/** Asks every question of a language of the index built into `outDir`. */
export async function rankQuestions(outDir: string, tag: string, base: string): Promise<Ranked[]> {
  const fromFolder = (url: string) => readFile(path.join(outDir, url), 'utf8');
  const questions = await Promise.all(
    (await loadQuestions(tag)).map(async (question) => {
      // A section is named by its heading's words, which an editor may change: a question whose
      // section the page no longer has asks for the page.
      const [page, anchor] = question.page.split('#');
      if (anchor === undefined) return question;
      const html = await readFile(path.join(outDir, base, page, 'index.html'), 'utf8').catch(() => '');
      return html.includes(` id="${anchor}"`) ? question : { ...question, page };
    }),
  );
  return askQuestions(fromFolder, tag, base, questions);
}

/** The share of questions whose page came first, and among the first three. */
export function shares(ranked: readonly Ranked[]): { top1: number; top3: number } {
  const count = (within: number) => ranked.filter((each) => each.place >= 0 && each.place < within).length;
  return { top1: count(1) / ranked.length, top3: count(3) / ranked.length };
}
