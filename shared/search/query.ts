import { pageOf, shardOf, type SearchManifest, type Shard } from './index-format';
import { isHan, queryTerms } from './tokenize';

/**
 * Answers a query from the sharded index (./index-format.ts): fetches the shard of each of the
 * query's terms, adds up the impacts the build worked out, and ranks pages by their best section.
 *
 * Each term of the query matches the index's terms as written, and, in the alphabets with spaces
 * (never Han, whose pairs are matched as written), also with typos: one edit for a term of four
 * letters or more, two from eight, as Elasticsearch's AUTO fuzziness does; and the last term, still
 * being typed, as the start of longer terms. Those matches count for less than the exact one. A
 * section that matches more of the query's terms goes before one that matches fewer.
 */

export interface IndexSource {
  manifest(): Promise<SearchManifest>;
  shard(shard: number): Promise<Shard>;
}

export interface Hit {
  section: number;
  score: number;
  /** The index's terms this section matched, to mark in its passage. */
  terms: string[];
}

export interface Answer {
  /** The best section of each matching page, best first, at most `limit`. */
  hits: Hit[];
  /** How many pages match. */
  total: number;
}

const PREFIX_WEIGHT = 0.7;
const TYPO_WEIGHT = [1, 0.6, 0.4];

/** The edits a term of this length may be off by. */
export function allowedEdits(term: string): number {
  if (isHan(term)) return 0;
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Levenshtein distance, or `limit + 1` as soon as it is sure to exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      smallest = Math.min(smallest, current[j]);
    }
    if (smallest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** How much an index term counts for a query term: 1 as written, less for a prefix or a typo, 0 not at all. */
export function termWeight(query: string, term: string, last: boolean): number {
  if (term === query) return 1;
  if (isHan(query)) return 0;
  if (last && query.length >= 2 && term.startsWith(query)) return PREFIX_WEIGHT;
  const limit = allowedEdits(query);
  if (limit === 0) return 0;
  const distance = editDistance(query, term, limit);
  return distance <= limit ? TYPO_WEIGHT[distance] : 0;
}

export interface SearchOptions {
  /** The most pages to answer with; 8 unless given. */
  limit?: number;
  /**
   * The AbortSignal of the query's run: once it is aborted (the reader has typed on), the search
   * stops before ranking and answers with nothing, as its work would be wasted.
   */
  signal?: { readonly aborted: boolean };
}

export async function search(
  source: IndexSource,
  query: string,
  options: SearchOptions = {},
): Promise<Answer> {
  const { limit = 8, signal } = options;
  const terms = queryTerms(query);
  if (terms.length === 0) return { hits: [], total: 0 };
  const { shards } = await source.manifest();
  const found = await Promise.all(terms.map((term) => source.shard(shardOf(term, shards))));
  if (signal?.aborted) return { hits: [], total: 0 };
  const scores = new Map<number, { score: number; matched: number; terms: string[] }>();
  terms.forEach((query, position) => {
    const last = position === terms.length - 1;
    // Per section, the best of the index's terms that match this query term, so a word with many
    // near spellings in the index counts once.
    const best = new Map<number, { score: number; term: string }>();
    for (const [term, postings] of Object.entries(found[position])) {
      const weight = termWeight(query, term, last);
      if (weight === 0) continue;
      for (let i = 0; i < postings.length; i += 2) {
        const score = postings[i + 1] * weight;
        const section = postings[i];
        if ((best.get(section)?.score ?? 0) < score) best.set(section, { score, term });
      }
    }
    for (const [section, { score, term }] of best) {
      const entry = scores.get(section) ?? { score: 0, matched: 0, terms: [] };
      entry.score += score;
      entry.matched += 1;
      entry.terms.push(term);
      scores.set(section, entry);
    }
  });
  const pages = new Map<number, Hit>();
  for (const [section, { score, matched, terms: matchedTerms }] of scores) {
    const share = matched / terms.length;
    const hit = { section, score: score * share * share, terms: matchedTerms };
    const page = pageOf(section);
    const current = pages.get(page);
    // Ties go to the section that comes first on the page.
    if (!current || hit.score > current.score || (hit.score === current.score && section < current.section))
      pages.set(page, hit);
  }
  const hits = [...pages.values()].sort((a, b) => b.score - a.score || a.section - b.section);
  return { hits: hits.slice(0, limit), total: hits.length };
}
