import type { Entry, Single } from './content';

export * from './about-page';
export * from './account-pages';
export * from './audits';
export * from './blog';
export * from './canary';
export * from './canary-state';
export * from './collection';
export * from './collections';
export * from './contact-page';
export * from './content';
export * from './help';
export * from './home-page';
export * from './languages';
export * from './glossary';
export * from './legal';
export * from './mirrors';
export * from './verify-page';
export * from './not-found-page';
export * from './placeholders';
export * from './plan-status';
export * from './platforms';
export * from './plans';
export * from './privacy-policy';
export * from './servers';
export * from './setup';
export * from './shared';
export * from './site';
export * from './search-page';
export * from './support-page';
export * from './transparency';
export * from './transparency-data';
export * from './translation';
export * from './trust';

/** A blog post on its own page. */
export type Post = Entry<'posts'>;

/** A legal text with its rendered body. */
export type LegalDocument = Single<'privacyPolicy'>;
