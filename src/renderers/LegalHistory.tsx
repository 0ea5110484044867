import { InternalLink } from '../ui/InternalLink';
import type { DiffPart, LegalPage, Site, TextHistory } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import type { PageMeta } from '../../shared/page-meta';
import { formatDate } from '../lib/format';
import { Badge } from '../ui/Badge';
import { BackLink } from '../ui/BackLink';
import './LegalHistory.css';

/** A run of sentences on one line of a difference: kept, added or removed. */
export interface DiffRun {
  kind: 'kept' | 'added' | 'removed';
  text: string;
}

/** What a difference shows: lines of sentences around a change, and gaps where unchanged text is left out. */
export type DiffExcerpt = ({ gap: true } | { gap?: false; runs: DiffRun[] })[];

const kindOf = (part: DiffPart): DiffRun['kind'] =>
  part.added ? 'added' : part.removed ? 'removed' : 'kept';

/**
 * The part of a difference worth reading: every added and removed sentence, with `context`
 * unchanged sentences on either side, and a gap for each stretch of unchanged text left out, so a
 * long text does not drown its change. A line ends where a heading, paragraph or list item ends;
 * sentences of the same kind next to each other on a line make one run.
 */
export function diffExcerpt(parts: readonly DiffPart[], context = 1): DiffExcerpt {
  const changed = parts.map((part) => kindOf(part) !== 'kept');
  // How far each sentence is from the nearest change, counted in unchanged sentences.
  const distance = parts.map(() => Infinity);
  for (let index = 0, last = -Infinity; index < parts.length; index += 1) {
    if (changed[index]) last = index;
    distance[index] = index - last;
  }
  for (let index = parts.length - 1, next = Infinity; index >= 0; index -= 1) {
    if (changed[index]) next = index;
    distance[index] = Math.min(distance[index], next - index);
  }
  const excerpt: DiffExcerpt = [];
  let line: DiffRun[] | undefined;
  parts.forEach((part, index) => {
    if (distance[index] > context) {
      line = undefined;
      if (!excerpt.at(-1)?.gap) excerpt.push({ gap: true });
      return;
    }
    if (!line) {
      line = [];
      excerpt.push({ runs: line });
    }
    const kind = kindOf(part);
    const run = line.at(-1);
    if (run?.kind === kind) run.text += part.text;
    else line.push({ kind, text: part.text });
    if (part.text.endsWith('\n')) line = undefined;
  });
  return excerpt;
}

/** One run of a difference: added and removed words are marked, and named aloud for screen readers. */
function Run({ run, copy, last }: { run: DiffRun; copy: LegalPage['history']; last: boolean }) {
  const words = run.text.trim();
  // The space after a run stays outside its mark, so the mark covers words only.
  const space = last ? '' : ' ';
  if (run.kind === 'kept') return `${words}${space}`;
  const Mark = run.kind === 'added' ? 'ins' : 'del';
  return (
    <>
      <Mark className={`legal-diff__${run.kind}`}>
        <span className="visually-hidden">{run.kind === 'added' ? copy.added : copy.removed} </span>
        {words}
      </Mark>
      {space}
    </>
  );
}

/** What changed from one version to the next, sentence by sentence, unchanged text mostly left out. */
export function VersionDiff({ changes, copy }: { changes: readonly DiffPart[]; copy: LegalPage['history'] }) {
  return (
    <div className="legal-diff">
      {diffExcerpt(changes).map((item, index) =>
        item.gap ? (
          <p key={index} className="legal-diff__gap">
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">{copy.unchanged}</span>
          </p>
        ) : (
          <p key={index} className="legal-diff__line">
            {item.runs.map((run, position) => (
              <Run key={position} run={run} copy={copy} last={position === item.runs.length - 1} />
            ))}
          </p>
        ),
      )}
    </div>
  );
}

/** What a guarded text's history page says about itself: its title and description, and its newest day. */
export function historyMeta(history: TextHistory, copy: LegalPage['history']): PageMeta {
  const values = { document: history.title };
  return {
    title: fillPlaceholders(copy.meta.title, values),
    description: fillPlaceholders(copy.meta.description, values),
    modified: history.versions[0]?.date,
  };
}

/**
 * The history of a guarded text: every recorded version, newest first, each with its day, what
 * changed in words and sentence by sentence, and a link to read it whole; the newest is in force.
 */
export function LegalHistory({
  history,
  copy,
  locale,
}: {
  history: TextHistory;
  copy: LegalPage['history'];
  locale: Site['locale'];
}) {
  return (
    <div className="legal-history container container--narrow page">
      <BackLink link={{ label: copy.backLink, to: history.url }} />
      <header className="legal-history__header">
        <h1>{fillPlaceholders(copy.heading, { document: history.title })}</h1>
        <p className="lead">{copy.intro}</p>
      </header>
      <ol className="legal-history__versions">
        {history.versions.map((version, index) => {
          const headingId = `version-${version.name}`;
          const date = formatDate(version.date, locale);
          return (
            <li key={version.name}>
              <article className="legal-history__version" aria-labelledby={headingId}>
                <header className="legal-history__version-header">
                  <h2 id={headingId}>
                    <time dateTime={version.date}>{date}</time>
                  </h2>
                  {index === 0 && <Badge tone="success">{copy.inForce}</Badge>}
                </header>
                <p className="legal-history__note">{version.note}</p>
                <p>
                  <InternalLink to={version.url}>
                    {copy.readVersion} <span className="visually-hidden">({date})</span>
                  </InternalLink>
                </p>
                {version.changes ? (
                  <div className="legal-history__changes">
                    <h3>{copy.changesLabel}</h3>
                    <VersionDiff changes={version.changes} copy={copy} />
                  </div>
                ) : (
                  <p className="legal-history__first">{copy.firstVersion}</p>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
