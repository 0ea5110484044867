// decap-server ships no types; these are the calls the local editor makes.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  const middlewares: {
    /** Adds Decap's local backend, which reads and writes the files under GIT_REPO_DIRECTORY, to an app. */
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
    /**
     * Adds Decap's git backend (MODE=git) for the repository at GIT_REPO_DIRECTORY: each change in
     * review on a branch cms/<collection>/<entry>, published by merging it.
     */
    registerLocalGit(app: Express, options?: { logLevel?: string }): Promise<void>;
  };
  export default middlewares;
}
