import { useId, useState, useSyncExternalStore } from 'react';
import type { Server, ServerPage } from '../../schemas';
import type { FlagSettings } from '../../shared/flags';
import { fillPlaceholders } from '../../schemas/placeholders';
import { useWriteNumber } from '../lib/numbers';
import { ScriptsOffNote } from '../ui/ScriptsOffNote';
import { ServerGrid } from './ServerGrid';
import '../ui/Field.css';
import './ServerExplorer.css';

/** The orders the list can be shown in: as the content lists it, by country name, or by latency. */
export type ServerSort = 'listed' | 'country' | 'latency';

/** What the visitor has chosen in the controls. */
export interface ServerFilter {
  query: string;
  onlineOnly: boolean;
  sort: ServerSort;
}

// Accents and case do not matter when searching, so "reunion" finds Réunion.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The servers that match the visitor's choices, in the chosen order. */
export function visibleServers(servers: Server[], filter: ServerFilter, locale: string): Server[] {
  const query = fold(filter.query.trim());
  const byCountry = (a: Server, b: Server) => a.country.localeCompare(b.country, locale);
  const matching = servers
    .filter((server) => !filter.onlineOnly || server.status === 'online')
    .filter((server) => !query || fold(server.country).includes(query) || fold(server.code) === query);
  if (filter.sort === 'country') return matching.sort(byCountry);
  if (filter.sort === 'latency') return matching.sort((a, b) => a.latency - b.latency || byCountry(a, b));
  return matching;
}

const noChange = () => () => undefined;

/**
 * True once the page runs in the browser. The prerendered page shows the controls switched off, since
 * they do nothing until the page's script has loaded; they switch on as soon as it has.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * The server locations with controls over them, an island: a search by country, an Online only tick
 * box and a choice of order. A status line, which screen readers announce, says how many locations
 * are shown. The page arrives with every location listed and the controls switched off; they switch
 * on once the island's script has run, and a visitor with scripts off is told why they stay off.
 */
export function ServerExplorer({
  servers,
  copy,
  flags,
  locale,
}: {
  servers: Server[];
  copy: Pick<
    ServerPage,
    'online' | 'offline' | 'latency' | 'flagAlt' | 'controls' | 'count' | 'noResults' | 'noResultsOnlineOnly'
  >;
  flags: FlagSettings;
  locale: string;
}) {
  const [filter, setFilter] = useState<ServerFilter>({ query: '', onlineOnly: false, sort: 'listed' });
  const inBrowser = useInBrowser();
  const writeNumber = useWriteNumber();
  const id = useId();
  const shown = visibleServers(servers, filter, locale);
  const change = (part: Partial<ServerFilter>) => setFilter((current) => ({ ...current, ...part }));
  const { controls } = copy;

  return (
    <>
      {/* A search landmark, not a form: the list follows each change, and there is nothing to submit. */}
      <div className="server-controls" role="search" aria-label={controls.label}>
        <fieldset className="server-controls__fields" disabled={!inBrowser}>
          <legend className="visually-hidden">{controls.label}</legend>
          <div className="field server-controls__search">
            <label htmlFor={`${id}-search`}>{controls.search.label}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={filter.query}
              placeholder={controls.search.placeholder}
              autoComplete="off"
              onChange={(event) => change({ query: event.target.value })}
            />
          </div>
          <div className="field server-controls__sort">
            <label htmlFor={`${id}-sort`}>{controls.sortLabel}</label>
            <select
              id={`${id}-sort`}
              value={filter.sort}
              onChange={(event) => change({ sort: event.target.value as ServerSort })}
            >
              <option value="listed">{controls.sortAsListed}</option>
              <option value="country">{controls.sortByCountry}</option>
              <option value="latency">{controls.sortByLatency}</option>
            </select>
          </div>
          <label className="server-controls__toggle">
            <input
              type="checkbox"
              checked={filter.onlineOnly}
              onChange={(event) => change({ onlineOnly: event.target.checked })}
            />
            {controls.onlineOnly}
          </label>
        </fieldset>
        <ScriptsOffNote text={controls.withoutScripts} />
      </div>
      <p className="server-count" role="status">
        {fillPlaceholders(copy.count, {
          shown: writeNumber(shown.length),
          total: writeNumber(servers.length),
        })}
      </p>
      {shown.length > 0 ? (
        <ServerGrid servers={shown} copy={copy} flags={flags} />
      ) : (
        <p className="server-empty">{filter.onlineOnly ? copy.noResultsOnlineOnly : copy.noResults}</p>
      )}
    </>
  );
}
