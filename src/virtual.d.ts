// The route table the content plugin makes from the registry (build/content/routes.ts).
declare module 'virtual:masky/routes' {
  const routes: {
    /** The route's id: the page's name, with `:paged` for a list's later pages. */
    id: string;
    /** The address pattern, such as /blog/:id. */
    path: string;
    /** The page module's name under src/pages/. */
    page: string;
    load: () => Promise<unknown>;
  }[];
  export default routes;
}
