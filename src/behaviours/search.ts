import { sectionPath, shardPath, type SearchSection } from '../../shared/search/index-format';
import { passage } from '../../shared/search/passage';
import { search, type IndexSource } from '../../shared/search/query';

// The search page's box, made a combobox (WAI-ARIA APG's "list autocomplete" pattern): results come
// as the reader types, from the few files of the index each query needs (shared/search/), never
// from another host. Focus stays in the box; the arrow keys move through the results, Enter opens
// one, Escape closes the list, then clears the box. A polite live region says how many pages match.
// Without this script, the button beside the box is a link to the list of every page below it.
// Arriving with ?q= in the address (a link from elsewhere) searches at once.

interface Copy {
  results: Partial<Record<Intl.LDMLPluralRule, string>> & { none: string; other: string };
  loadError: string;
  kinds: Record<string, string>;
  otherKind: string;
}

const form = document.querySelector<HTMLElement>('[data-behaviour~="search"]');
const copyScript = document.querySelector('script[data-search-copy]');
const box = form?.querySelector<HTMLInputElement>('input[type="search"]');
const list = form?.querySelector<HTMLElement>('[role="listbox"]');
const count = form?.querySelector<HTMLElement>('[role="status"]');
if (form && copyScript && box && list && count) {
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

  box.setAttribute('role', 'combobox');
  box.setAttribute('aria-autocomplete', 'list');
  box.setAttribute('aria-controls', list.id);
  box.setAttribute('aria-expanded', 'false');

  let options: HTMLElement[] = [];
  let active = -1;
  let typed = 0;
  // The search of the box's present value. Each key aborts the one before it, so that a search the
  // reader has typed past neither ranks nor fetches the passages of results nobody will see: at full
  // typing speed those queued behind the last key's own and made the reader wait.
  let current = new AbortController();

  const show = (open: boolean) => {
    list.hidden = !open;
    box.setAttribute('aria-expanded', String(open));
    if (!open) choose(-1);
  };
  const choose = (index: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[index];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      box.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else box.removeAttribute('aria-activedescendant');
  };
  const open = (option: HTMLElement | undefined) => {
    if (option?.dataset.href) window.location.assign(option.dataset.href);
  };

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
    options = sections.map((section, index) => {
      const option = element('li', 'search-result');
      option.id = `search-result-${index}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.dataset.href = root + section.href;
      const title = element('bdi', 'search-result__title');
      const named =
        section.heading && section.heading !== section.title
          ? `${section.title} › ${section.heading}`
          : section.title;
      mark(title, named, terms[index], named.length);
      const kind = element('span', 'search-result__kind', copy.kinds[section.kind] ?? copy.otherKind);
      const text = element('bdi', 'search-result__passage');
      mark(text, section.text, terms[index]);
      option.append(title, kind, text);
      return option;
    });
    list.replaceChildren(...options);
    active = -1;
    box.removeAttribute('aria-activedescendant');
    show(options.length > 0);
  };

  const update = async () => {
    const query = box.value;
    current.abort();
    const run = (current = new AbortController());
    if (query.trim() === '') {
      list.replaceChildren();
      options = [];
      show(false);
      count.textContent = '';
      delete form.dataset.searchQuery;
      return;
    }
    try {
      const answer = await search(source, query, { signal: run.signal });
      const sections = await Promise.all(
        answer.hits.map((hit) => get<SearchSection>(fromRoot(sectionPath(tag, hit.section)))),
      );
      if (run.signal.aborted) return;
      render(
        sections,
        answer.hits.map((hit) => hit.terms),
      );
      count.textContent =
        answer.total === 0
          ? copy.results.none
          : (copy.results[plural.select(answer.total)] ?? copy.results.other).replace(
              '{count}',
              numbers.format(answer.total),
            );
      // How long the reader waited for these results since the last key, which the bench reads.
      form.dataset.searchMs = (performance.now() - typed).toFixed(1);
      form.dataset.searchQuery = query;
    } catch {
      if (!run.signal.aborted) count.textContent = copy.loadError;
    }
  };

  box.addEventListener('input', () => {
    typed = performance.now();
    void update();
  });
  box.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      show(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose(
        active === -1 && step === -1 ? options.length - 1 : (active + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && options.length > 0 && !list.hidden) {
      event.preventDefault();
      open(options[Math.max(active, 0)]);
    } else if (event.key === 'Escape') {
      if (!list.hidden) show(false);
      else {
        box.value = '';
        void update();
      }
    }
  });
  list.addEventListener('click', (event) => {
    open((event.target as HTMLElement).closest<HTMLElement>('[role="option"]') ?? undefined);
  });

  const arrived = new URLSearchParams(window.location.search).get('q');
  if (arrived) {
    box.value = arrived;
    typed = performance.now();
    void update();
  }
}
