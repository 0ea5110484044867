import {
  PAGE_SECTIONS,
  shardOf,
  type SearchManifest,
  type SearchSection,
  type Shard,
} from '../../shared/search/index-format';
import { relativeAddress } from '../../shared/paths';
import { queryTerms, tokenize } from '../../shared/search/tokenize';
import type { PageText } from './sections';

/**
 * Builds one language's search index (shared/search/index-format.ts) from its pages' sections: a
 * small inverted index with BM25 scores worked out here, so that the browser only adds them up.
 *
 * Why not MiniSearch, FlexSearch or Orama: each keeps its whole index in one object the browser
 * loads before the first query, which at 5,000 posts is megabytes; none splits it so that a query
 * fetches a few kilobytes, and their tokenizers would have to be replaced anyway. What is left of a
 * search engine once the tokenizer and the shards are this site's own is the scoring below.
 */

/** One page to index: its address in its language, its kind (the collection it shows), its text. */
export interface IndexedPage extends PageText {
  url: string;
  kind: string;
  /** Less than 1 for a page that lists others, such as the blog's list, so each listed page goes first. */
  weight?: number;
}

/**
 * An indexed page as the plan decides it: the kind of page, how much it counts, and where its
 * sections go: its language's index, numbered from the page's place in it.
 */
export interface IndexedAddress {
  kind: string;
  weight?: number;
  /** The tag of the language whose index it is in. */
  tag: string;
  /** Its place among that language's indexed pages, which numbers its sections. */
  number: number;
}

/** BM25's usual constants: how soon repeating a word stops counting, and how much length counts. */
const K1 = 1.2;
const B = 0.75;
/** How much a word counts in the page's title (in its first section), the section's heading, and the text. */
const WEIGHTS = { title: 6, otherTitle: 1, heading: 3, text: 1 };
/** The sections a term keeps, its best: a word found everywhere says little, and its list stays short. */
export const MAX_POSTINGS = 48;
/** About how many bytes a shard holds, before compression. */
const SHARD_BYTES = 6000;
/**
 * How much a word counts in a section for each synonym it has there (content's search page,
 * `synonyms`): enough to find the section, less than the word itself, so a page that uses the
 * reader's own word goes first.
 */
const SYNONYM_WEIGHT = 0.5;
/** The most text a section's file carries, for its passage; the whole text is indexed. */
const SHOWN_TEXT = 1200;

export interface LanguageIndex {
  manifest: SearchManifest;
  shards: Shard[];
  sections: Map<number, SearchSection>;
}

/** One section of a page, with its terms counted and its number: what the index is made from. */
export interface ScoredSection {
  /** Its number in its language's index: its page's number times PAGE_SECTIONS, plus its place. */
  number: number;
  /** Each term's weighted count in the section. */
  terms: [string, number][];
  /** The section's length in terms of its text. */
  length: number;
  weight: number;
}

/** A counted section with what a result shows of it, which the build writes to its own file. */
export interface CountedSection extends ScoredSection {
  section: SearchSection;
}

/** Each term's synonyms, as terms, from one language's groups of words that mean the same. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/**
 * The synonyms of each term of `groups`, each word made the term search keys on (stemmed and
 * folded as the pages' words are), so a group matches every form of its words; a word in two
 * groups has the synonyms of both.
 */
export function synonymTerms(groups: readonly (readonly string[])[]): Synonyms {
  const synonyms = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = group.flatMap((word) => queryTerms(word));
    for (const term of terms) {
      const own = synonyms.get(term) ?? new Set<string>();
      for (const other of terms) if (other !== term) own.add(other);
      synonyms.set(term, own);
    }
  }
  return new Map([...synonyms].map(([term, others]) => [term, [...others]]));
}

/**
 * A page's sections with their terms counted, the part of the index each page gives on its own:
 * tokenizing and stemming, most of the index's work, can then run where the page was drawn. Its
 * sections are numbered from `pageNumber`, the page's place in the index, so that each one's file
 * can be written as soon as the page is drawn.
 */
export function countedSections(
  page: IndexedPage,
  pageNumber: number,
  synonyms: Synonyms = new Map(),
): CountedSection[] {
  const kept = [...page.sections.slice(0, PAGE_SECTIONS - 1)];
  // A page longer than PAGE_SECTIONS sections keeps the rest in its last.
  const rest = page.sections.slice(PAGE_SECTIONS - 1);
  if (rest.length > 0)
    kept.push({ ...rest[0], text: rest.map((each) => `${each.heading} ${each.text}`).join(' ') });
  if (kept.length === 0) kept.push({ heading: '', text: '' });
  return kept.map((part, place) => {
    const url = part.anchor ? `${page.url}#${part.anchor}` : page.url;
    const terms = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const { term } of tokenize(text)) terms.set(term, (terms.get(term) ?? 0) + weight);
    };
    add(page.title, place === 0 ? WEIGHTS.title : WEIGHTS.otherTitle);
    add(part.heading, WEIGHTS.heading);
    const before = [...terms.values()].reduce((sum, each) => sum + each, 0);
    add(part.text, WEIGHTS.text);
    const length = [...terms.values()].reduce((sum, each) => sum + each, 0) - before;
    // A synonym is counted after the length: the section is no longer for what it might be called.
    for (const [term, count] of [...terms]) {
      for (const other of synonyms.get(term) ?? [])
        terms.set(other, (terms.get(other) ?? 0) + count * SYNONYM_WEIGHT);
    }
    return {
      number: pageNumber * PAGE_SECTIONS + place,
      section: {
        url,
        href: relativeAddress(url, '/'),
        title: page.title,
        heading: part.heading,
        kind: page.kind,
        text: part.text.length > SHOWN_TEXT ? part.text.slice(0, SHOWN_TEXT) : part.text,
      },
      terms: [...terms],
      length,
      weight: page.weight ?? 1,
    };
  });
}

/**
 * One language's index from its pages, numbered in the order given, with the file of each section:
 * what the build makes from the sections its pages gave (`termShards`), in one call.
 */
export function buildIndex(pages: readonly IndexedPage[], synonyms?: Synonyms): LanguageIndex {
  const counted = pages.flatMap((page, number) => countedSections(page, number, synonyms));
  return {
    ...termShards(counted),
    sections: new Map(counted.map((each) => [each.number, each.section])),
  };
}

/**
 * The term shards and the manifest of one language's index, from its sections with their terms
 * counted: the BM25 impact of each term in each section, and each term's best sections.
 */
export function termShards(counts: readonly ScoredSection[]): Omit<LanguageIndex, 'sections'> {
  const total = counts.length;
  const averageLength = counts.reduce((sum, each) => sum + each.length, 0) / Math.max(total, 1) || 1;
  const frequency = new Map<string, number>();
  for (const { terms } of counts)
    for (const [term] of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const postings = new Map<string, [number, number][]>();
  for (const { number: section, terms, length, weight } of counts) {
    const norm = K1 * (1 - B + (B * length) / averageLength);
    for (const [term, count] of terms) {
      const df = frequency.get(term)!;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      const impact = Math.max(1, Math.round((10 * weight * idf * count * (K1 + 1)) / (count + norm)));
      const list = postings.get(term) ?? [];
      list.push([section, impact]);
      postings.set(term, list);
    }
  }
  const entries = [...postings].map(([term, list]) => {
    list.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return [term, list.slice(0, MAX_POSTINGS).flat()] as const;
  });
  const bytes = entries.reduce((sum, [term, list]) => sum + term.length + 4 + list.join(',').length, 0);
  const shardCount = Math.max(1, Math.ceil(bytes / SHARD_BYTES));
  const shards: Shard[] = Array.from({ length: shardCount }, () => ({}));
  for (const [term, list] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    shards[shardOf(term, shardCount)][term] = list;
  return { manifest: { version: 1, shards: shardCount, sections: total }, shards };
}
