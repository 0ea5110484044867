/**
 * Runs a build with NODE_ENV set to production, and gives it back as it was once the build ends.
 * Vite makes a development build whenever NODE_ENV says anything else (a shell's `development`, or
 * the tests' `test`): React's development build, with each component's absolute file path written
 * into the scripts, so the same commit built in two folders, or by a test rather than by
 * `npm run build`, would give other files.
 */
export async function asProductionBuild<T>(build: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
