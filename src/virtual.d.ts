// The route table the content plugin makes from the registry (pipeline/content/route-table.ts).
declare module 'virtual:masky/routes' {
  const routes: {
    /** The route's id: the page's name, with `:paged` for a list's later pages. */
    id: string;
    /** The address pattern, such as /blog/:id. */
    path: string;
    /** The page module's name under src/pages/. */
    page: string;
    /** The collection the page shows, such as privacyPolicy for /privacypolicy/history. */
    collection: string;
    load: () => Promise<unknown>;
  }[];
  export default routes;
}

// The browser editor's configuration, generated from the registry (pipeline/vite/cms-plugin.ts).
declare module 'virtual:masky/cms' {
  /** Decap's configuration, or null when the dev server runs without the editor's backend. */
  const config: Record<string, unknown> | null;
  /** Where the local editor asks the content check about a save; null on a git host. */
  export const checkUrl: string | null;
  /**
   * The local editor's secret for this run of its server, sent with every request to it; null on a
   * git host. Only the editor's own page can read it: the dev server sends no CORS headers.
   */
  export const apiToken: string | null;
  /** How the editor is served: on this machine's files, on a git host, or not at all. */
  export const mode: 'local' | 'hosted' | 'off';
  export default config;
}
