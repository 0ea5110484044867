import {
  sectionFilePath,
  shardPath,
  type SearchSection,
  type SectionFile,
} from '../../shared/search/index-format';
import { passage } from '../../shared/search/passage';
import { search, type IndexSource } from '../../shared/search/query';

// The search page's box: results come as the reader types, from the few files of the index each
// query needs (shared/search/), never from another host, as a list of links the reader can open,
// open in a new tab or copy. A polite live region says how many pages match, and a button under
// the first few shows them all. The query is kept in the address as the reader types, so Back and a
// shared link return to the same results; arriving with ?q= searches at once. Enter in the box
// opens the first result. The page shows the box only once this script has made it work.

interface Copy {
  results: Partial<Record<Intl.LDMLPluralRule, string>> & { none: string; other: string };
  loadError: string;
  searching: string;
  showAll: string;
  kinds: Record<string, string>;
  otherKind: string;
}

/** How many results a query shows before the reader asks for every one. */
const FIRST = 8;
/** The most a query shows when asked for every one: each needs a file of its own. */
const ALL = 50;
/** How long a query may take before the page says it is searching, in milliseconds. */
const PATIENCE = 300;

const form = document.querySelector<HTMLElement>('[data-behaviour~="search"]');
const copyScript = document.querySelector('script[data-search-copy]');
const box = form?.querySelector<HTMLInputElement>('input[type="search"]');
const list = form?.querySelector<HTMLOListElement>('ol.search-results');
const count = form?.querySelector<HTMLElement>('[role="status"]');
const more = form?.querySelector<HTMLButtonElement>('.search-form__more');
const none = form?.querySelector<HTMLElement>('.search-form__none');
if (form && copyScript && box && list && count && more && none) {
  const copy = JSON.parse(copyScript.textContent ?? '{}') as Copy;
  const { searchRoot: root = '', searchLanguage: tag = '', searchManifest: manifest = '' } = form.dataset;
  const language = document.documentElement.lang;
  const plural = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  const files = new Map<string, Promise<unknown>>();
  // Each file is fetched once a visit; the host's caching does the rest.
  const get = <T>(url: string): Promise<T> => {
    if (!files.has(url)) {
      const request = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<unknown>;
      });
      request.catch(() => files.delete(url));
      files.set(url, request);
    }
    return files.get(url) as Promise<T>;
  };
  const fromRoot = (path: string) => root + path.slice(1);
  const source: IndexSource = {
    manifest: () => get(manifest),
    shard: (shard) => get(fromRoot(shardPath(tag, shard))),
  };

  let typed = 0;
  // The search of the box's present value. Each key aborts the one before it, so that a search the
  // reader has typed past neither ranks nor fetches the passages of results nobody will see: at full
  // typing speed those queued behind the last key's own and made the reader wait.
  let current = new AbortController();

  const element = (tagName: string, className: string, text?: string) => {
    const made = document.createElement(tagName);
    made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  };

  /** Writes a text into an element with the matched words in `<mark>`: as nodes, never as HTML. */
  const mark = (into: HTMLElement, text: string, terms: string[], length?: number) => {
    for (const part of passage(text, terms, length))
      into.append(part.marked ? element('mark', '', part.text) : part.text);
  };

  const render = (sections: SearchSection[], terms: string[][]) => {
    list.replaceChildren(
      ...sections.map((section, index) => {
        const item = element('li', 'search-result');
        const link = element('a', 'search-result__title') as HTMLAnchorElement;
        link.href = root + section.href;
        const title = element('bdi', '');
        const named =
          section.heading && section.heading !== section.title
            ? `${section.title} › ${section.heading}`
            : section.title;
        mark(title, named, terms[index], named.length);
        link.append(title);
        const kind = element('span', 'search-result__kind', copy.kinds[section.kind] ?? copy.otherKind);
        const text = element('bdi', 'search-result__passage');
        mark(text, section.text, terms[index]);
        item.append(link, kind, text);
        return item;
      }),
    );
    list.hidden = sections.length === 0;
  };

  /** Keeps the query in the address, replacing the entry rather than adding one a key. */
  const remember = (query: string) => {
    const url = new URL(window.location.href);
    if (query.trim() === '') url.searchParams.delete('q');
    else url.searchParams.set('q', query);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  };

  const counted = (total: number) =>
    total === 0
      ? copy.results.none
      : (copy.results[plural.select(total)] ?? copy.results.other).replace('{count}', numbers.format(total));

  const update = async (limit = FIRST) => {
    const query = box.value;
    current.abort();
    const run = (current = new AbortController());
    remember(query);
    if (query.trim() === '') {
      render([], []);
      count.textContent = '';
      more.hidden = true;
      none.hidden = true;
      delete form.dataset.searchQuery;
      return;
    }
    // On a slow line the first query fetches the index: the page says it is searching meanwhile.
    const slow = setTimeout(() => {
      if (run.signal.aborted) return;
      count.textContent = copy.searching;
      list.setAttribute('aria-busy', 'true');
    }, PATIENCE);
    try {
      const answer = await search(source, query, { signal: run.signal, limit });
      const sections = await Promise.all(
        answer.hits.map(async (hit) => {
          const file = await get<SectionFile>(fromRoot(sectionFilePath(tag, hit.section)));
          const section = file[hit.section];
          if (!section) throw new Error(`section ${hit.section} is missing from its file`);
          return section;
        }),
      );
      if (run.signal.aborted) return;
      render(
        sections,
        answer.hits.map((hit) => hit.terms),
      );
      count.textContent = counted(answer.total);
      none.hidden = answer.total > 0;
      more.hidden = answer.total <= sections.length || sections.length >= ALL;
      more.textContent = copy.showAll.replace('{count}', numbers.format(Math.min(answer.total, ALL)));
      // How long the reader waited for these results since the last key, which the bench reads.
      form.dataset.searchMs = (performance.now() - typed).toFixed(1);
      form.dataset.searchQuery = query;
    } catch {
      if (!run.signal.aborted) count.textContent = copy.loadError;
    } finally {
      clearTimeout(slow);
      if (!run.signal.aborted) list.removeAttribute('aria-busy');
    }
  };

  box.addEventListener('input', () => {
    typed = performance.now();
    void update();
  });
  box.addEventListener('keydown', (event) => {
    const first = list.querySelector<HTMLAnchorElement>('a');
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      first.click();
    }
  });
  more.addEventListener('click', () => {
    typed = performance.now();
    // The first of the new results takes the focus the button had, which goes with it.
    const shown = list.children.length;
    void update(ALL).then(() => list.children[shown]?.querySelector('a')?.focus());
  });

  form.dataset.ready = '';
  const arrived = new URLSearchParams(window.location.search).get('q');
  if (arrived) {
    box.value = arrived;
    typed = performance.now();
    void update();
  }
}
