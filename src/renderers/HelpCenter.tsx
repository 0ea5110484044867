import { ArrowRight } from 'lucide-react';
import type { HelpPage, ListItem } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { useSourceLanguage } from '../lib/locale';
import { BackLink } from '../ui/BackLink';
import { CardGrid } from '../ui/CardGrid';
import { Icon } from '../ui/icons';
import { InternalLink } from '../ui/InternalLink';
import { SearchForm } from '../ui/SearchForm';
import { SectionHeading } from './SectionHeading';
import '../ui/Card.css';
import './HelpCenter.css';

/** What a list of help articles shows of each: its title, its summary and its address. */
export type HelpLink = Pick<ListItem<'help'>, 'id' | 'url' | 'title' | 'summary' | 'untranslated'>;

/** One of the help center's categories, as the help page's copy names it. */
export type HelpCategory = HelpPage['categories'][number];

/**
 * Help articles as a list of links, each with its short answer under it. On a translated page, an
 * article not translated yet is in the site's own language, and says so with `lang`.
 */
export function HelpArticleLinks({
  articles,
  summaries = true,
}: {
  articles: readonly HelpLink[];
  /** Whether each title has its short answer under it; a category's card on /help shows titles only. */
  summaries?: boolean;
}) {
  const english = useSourceLanguage();
  return (
    <ul className={summaries ? 'help-links' : 'help-links help-links--titles'}>
      {articles.map((article) => (
        <li key={article.id} className="help-links__item" {...(article.untranslated && english)}>
          <InternalLink className="help-links__title" to={article.url}>
            {article.title}
          </InternalLink>
          {summaries && <p className="help-links__summary">{article.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The invitation to write to support, at the foot of the help center's pages. */
export function HelpContact({ contact }: { contact: HelpPage['contact'] }) {
  return (
    <section className="help-contact" aria-labelledby="help-contact">
      <h2 id="help-contact">{contact.heading}</h2>
      <p>
        {contact.text} <InternalLink to={contact.link.to}>{contact.link.label}</InternalLink>
      </p>
    </section>
  );
}

/**
 * The help center's front page: the most asked questions, then each category that has articles,
 * with its articles and a link to its own page. The categories come in the copy's order, each
 * category's articles in the collection's (most asked first, then by title).
 */
export function HelpCenter({
  articles,
  mostAsked,
  copy,
}: {
  articles: readonly ListItem<'help'>[];
  mostAsked: readonly HelpLink[];
  copy: HelpPage;
}) {
  const categories = copy.categories
    .map((category) => ({
      category,
      articles: articles.filter((article) => article.category === category.id),
    }))
    .filter((each) => each.articles.length > 0);
  return (
    <div className="container page help-center">
      <SectionHeading level={1} heading={copy.heading} intro={copy.intro} />
      <SearchForm copy={copy.search} id="help-search" className="help-center__search" />
      {mostAsked.length > 0 && (
        <section className="help-center__most-asked" aria-labelledby="most-asked">
          <h2 id="most-asked">{copy.mostAskedHeading}</h2>
          <HelpArticleLinks articles={mostAsked} />
        </section>
      )}
      <section aria-labelledby="topics">
        <h2 id="topics">{copy.topicsHeading}</h2>
        <CardGrid className="help-topics">
          {categories.map(({ category, articles: inCategory }) => (
            <li key={category.id} className="card icon-card help-topic">
              <span className="icon-card__icon">
                <Icon name={category.icon} />
              </span>
              <h3 id={`topic-${category.id}`} className="icon-card__title">
                {category.title}
              </h3>
              <p>{category.description}</p>
              <HelpArticleLinks articles={inCategory} summaries={false} />
              <InternalLink className="help-topic__all" to={inCategory[0].groups.category[0].url}>
                {fillPlaceholders(copy.allInCategory, { category: category.title })}
                <ArrowRight className="icon-directional" aria-hidden="true" size={16} />
              </InternalLink>
            </li>
          ))}
        </CardGrid>
      </section>
      <HelpContact contact={copy.contact} />
    </div>
  );
}

/** A category's own page: its name and description, then every article in it with its short answer. */
export function HelpCategoryArticles({
  category,
  articles,
  copy,
}: {
  category: HelpCategory;
  articles: readonly HelpLink[];
  copy: Pick<HelpPage, 'backLink' | 'contact'>;
}) {
  return (
    <div className="container container--narrow page help-category">
      <BackLink link={copy.backLink} />
      <SectionHeading level={1} heading={category.title} intro={category.description} />
      <HelpArticleLinks articles={articles} />
      <HelpContact contact={copy.contact} />
    </div>
  );
}
