/**
 * Every page of the site: its path and the component file under `src/pages/` that draws it. This
 * plain table is the one list of routes: `routes.tsx` turns it into the router's routes, the
 * prerender writes one HTML file for each path, and the content check uses it to tell whether an
 * editor's link leads somewhere.
 */
export const pageRoutes = [
  { path: '/', page: 'HomePage' },
  { path: '/signup', page: 'SignupPage' },
  { path: '/login', page: 'LoginPage' },
  { path: '/blog', page: 'BlogPage' },
  { path: '/blog/:id', page: 'PostPage' },
  { path: '/blog/tag/:tag', page: 'TagPage' },
  { path: '/support', page: 'SupportPage' },
  { path: '/privacypolicy', page: 'PrivacyPolicyPage' },
  { path: '/about', page: 'AboutPage' },
  { path: '/contact-us', page: 'ContactPage' },
  { path: '/terms', page: 'TermsPage' },
  { path: '/download', page: 'DownloadPage' },
  { path: '/setup', page: 'SetupPage' },
  { path: '/status', page: 'StatusPage' },
  { path: '/server', page: 'ServerPage' },
  { path: '*', page: 'NotFoundPage' },
] as const;

export type PageName = (typeof pageRoutes)[number]['page'];

/** The paths with no parameter, which exist whatever the content holds. */
export const staticPaths: string[] = pageRoutes
  .map((route) => route.path as string)
  .filter((path) => !path.includes(':') && path !== '*');

/** The path of a blog post's own page. */
export function postPath(id: string): string {
  return `/blog/${id}`;
}

/** The path of the page listing the posts with one tag. */
export function tagPath(tag: string): string {
  return `/blog/tag/${tag}`;
}

/** The source file of a page, as the build's manifest names it. */
export function pageSource(page: string): string {
  return `src/pages/${page}.tsx`;
}
