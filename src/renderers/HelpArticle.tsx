import type { EntryPage, HelpPage } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { InternalLink } from '../ui/InternalLink';
import { HelpArticleLinks, HelpContact, type HelpCategory, type HelpLink } from './HelpCenter';
import { Prose } from './Prose';
import './HelpArticle.css';

/**
 * A template's words around one value that is marked up, such as the date in Last reviewed {date}:
 * the words before it and after it, in the order the language puts them.
 */
function around(template: string, name: string): [string, string] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, after];
}

/**
 * One help article on its own page: the trail back to the help center and to its category, the
 * question, the day it was last reviewed and the devices it concerns, the answer, then the other
 * articles of its category.
 */
export function HelpArticle({
  page,
  category,
  platforms,
  related,
  copy,
  locale,
}: {
  page: EntryPage<'help'>;
  category: HelpCategory;
  /** The names of the devices the article concerns, as the download page names them. */
  platforms: readonly string[];
  /** The other articles of the same category. */
  related: readonly HelpLink[];
  copy: Pick<HelpPage, 'breadcrumbLabel' | 'backLink' | 'platformsLabel' | 'updated' | 'related' | 'contact'>;
  locale: string;
}) {
  const article = page.entry;
  // An article not translated yet is in the site's own language, though its page's words are translated.
  const source = useSourceLanguage();
  const english = article.untranslated ? source : {};
  const [updatedBefore, updatedAfter] = around(copy.updated, 'date');
  return (
    <div className="container container--narrow page">
      <nav className="help-trail" aria-label={copy.breadcrumbLabel}>
        <ol>
          <li>
            <InternalLink to={copy.backLink.to}>{copy.backLink.label}</InternalLink>
          </li>
          <li>
            <InternalLink to={page.groups.category[0]?.url ?? copy.backLink.to}>
              {category.title}
            </InternalLink>
          </li>
        </ol>
      </nav>
      <article className="help-article">
        <header className="help-article__header">
          <h1 {...english}>{article.title}</h1>
          <p className="help-article__meta">
            <span>
              {updatedBefore}
              <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
              {updatedAfter}
            </span>
          </p>
          {platforms.length > 0 && (
            <div className="help-article__platforms">
              <span id="help-platforms">{copy.platformsLabel}</span>
              <ul aria-labelledby="help-platforms">
                {platforms.map((name) => (
                  <li key={name} className="help-article__platform">
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </header>
        <Prose html={article.html} {...english} />
      </article>
      {related.length > 0 && (
        <section className="help-related" aria-labelledby="help-related">
          <h2 id="help-related">{fillPlaceholders(copy.related, { category: category.title })}</h2>
          <HelpArticleLinks articles={related} />
        </section>
      )}
      <HelpContact contact={copy.contact} />
    </div>
  );
}
