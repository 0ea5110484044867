import { describe, expect, it } from 'vitest';
import { pageOf, shardOf } from '../../shared/search/index-format';
import { search } from '../../shared/search/query';
import { buildIndex, MAX_POSTINGS, synonymTerms, type IndexedPage } from './search-index';
import { pageSections } from './sections';
import { searchPageSchema } from '../../schemas/search-page';

const page = (url: string, title: string, sections: IndexedPage['sections'], kind = 'help'): IndexedPage => ({
  url,
  title,
  kind,
  sections,
});

function sourceOf(pages: IndexedPage[], synonyms?: string[][]) {
  const index = buildIndex(pages, synonyms && synonymTerms(synonyms));
  const fetched: number[] = [];
  return {
    index,
    fetched,
    source: {
      manifest: async () => index.manifest,
      shard: async (shard: number) => {
        fetched.push(shard);
        return index.shards[shard];
      },
    },
  };
}

describe('the search index', () => {
  it('finds a page by a synonym of its words, every form of them, below a page that uses the word itself', async () => {
    const pages = [
      page('/help/logs', 'Do you keep logs?', [{ heading: '', text: 'We keep no logs of what you do.' }]),
      page('/help/records', 'Payment records', [{ heading: '', text: 'The records of a payment we keep.' }]),
      page('/help/other', 'Something else', [{ heading: '', text: 'Nothing about it at all.' }]),
    ];
    const { source } = sourceOf(pages, [['log', 'record']]);
    const urls = async (query: string) =>
      (await search(source, query)).hits.map((hit) => pages[pageOf(hit.section)].url);
    expect(await urls('logs')).toEqual(['/help/logs', '/help/records']);
    expect(await urls('records')).toEqual(['/help/records', '/help/logs']);
    const without = sourceOf(pages).source;
    expect((await search(without, 'logs')).hits).toHaveLength(1);
  });

  it('refuses a synonym that is not one word', () => {
    const result = searchPageSchema.shape.synonyms.safeParse([['no logs', 'records']]);
    expect(result.error?.issues[0].message).toBe(
      'should be one word (in Chinese, two characters), as readers type it',
    );
    expect(searchPageSchema.shape.synonyms.safeParse([['logs']]).error?.issues[0].message).toBe(
      'needs at least two words that mean the same',
    );
  });

  it('puts each term in the shard its first two characters name, its best sections first, at most MAX_POSTINGS', () => {
    const many = Array.from({ length: 300 }, (_, n) =>
      page(`/p${n}`, `Page ${n}`, [
        { heading: '', text: `server ${'word '.repeat(n % 7)} alpha${n} beta${n}` },
      ]),
    );
    const index = buildIndex(many);
    expect(index.shards.length).toBeGreaterThan(1);
    index.shards.forEach((shard, number) => {
      for (const [term, postings] of Object.entries(shard)) {
        expect(shardOf(term, index.shards.length)).toBe(number);
        expect(postings.length / 2).toBeLessThanOrEqual(MAX_POSTINGS);
        const impacts = postings.filter((_, at) => at % 2 === 1);
        expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
      }
    });
  });

  it('ranks a page whose title holds the words above one whose text does, one result per page', async () => {
    const { source } = sourceOf([
      page('/blog/story', 'A story', [
        {
          heading: '',
          text: 'We once wrote about how to pay with crypto in a long story about many things.',
        },
      ]),
      page('/help/pay', 'Ways to pay for the test', [
        { heading: '', text: 'Choose a plan.' },
        {
          anchor: 'crypto',
          heading: 'Crypto, paid for the test',
          text: 'Send the amount to the address shown.',
        },
      ]),
    ]);
    const answer = await search(source, 'pay crypto');
    expect(answer.total).toBe(2);
    expect(answer.hits.map((hit) => pageOf(hit.section))).toEqual([1, 0]);
  });

  it('asks only for the shards of the query’s terms', async () => {
    const { source, fetched, index } = sourceOf(
      Array.from({ length: 60 }, (_, n) =>
        page(`/p${n}`, `Title ${n}`, [{ heading: '', text: `alpha${n} beta${n}` }]),
      ),
    );
    await search(source, 'alpha7');
    expect(fetched).toEqual([shardOf('alpha7', index.manifest.shards)]);
  });

  it('ends with no answer once its signal is aborted, as when the reader has typed on', async () => {
    const { source } = sourceOf([
      page('/privacy', 'Privacy policy', [{ heading: '', text: 'IP addresses' }]),
    ]);
    const typedOn = new AbortController();
    const asked = search(source, 'privacy', { signal: typedOn.signal });
    typedOn.abort();
    expect(await asked).toEqual({ hits: [], total: 0 });
    expect((await search(source, 'privacy', { signal: new AbortController().signal })).total).toBe(1);
  });

  it('finds a word with a typo, and a word still being typed', async () => {
    const { source } = sourceOf([
      page('/privacy', 'Privacy policy', [{ heading: '', text: 'IP addresses' }]),
    ]);
    expect((await search(source, 'privasy')).total).toBe(1);
    expect((await search(source, 'addr')).total).toBe(1);
  });
});

describe('a page’s sections', () => {
  it('cuts the main content at h2 and h3 with ids, and leaves out teasers of other pages, scripts, navigation and the furniture marked data-search-ignore', () => {
    const text =
      pageSections(`<header>Site</header><main><p data-search-ignore=""><a href="../">All texts</a></p>
      <h1>Privacy</h1><p data-search-ignore="">June 28, 2025</p><p>Intro</p><nav>On this page</nav>
      <h2 id="logs">No logs</h2><p>We keep none.</p><script>var x</script>
      <h2 id="more">More</h2><ul><li><a href="../other/">Other page</a><p>Its summary</p></li></ul>
      <h3>Untitled</h3><p>Still in logs? no: in more.</p></main>`);
    expect(text).toEqual({
      title: 'Privacy',
      sections: [
        { heading: '', text: 'Intro' },
        { anchor: 'logs', heading: 'No logs', text: 'We keep none.' },
        { anchor: 'more', heading: 'More', text: 'Untitled Still in logs? no: in more.' },
      ],
    });
  });
});
