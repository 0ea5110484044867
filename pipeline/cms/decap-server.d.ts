// decap-server ships no types; these are the two calls the local editor makes.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  const middlewares: {
    /** Adds Decap's local backend, which reads and writes the files under GIT_REPO_DIRECTORY, to an app. */
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
  };
  export default middlewares;
}
