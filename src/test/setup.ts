import { afterEach } from 'vitest';

// Only the tests that render into a document (jsdom) need the DOM matchers and React's testing
// library; loading them in each of the many tests that run in Node cost about 0.15 s a file.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Each test gets a fresh document.
  afterEach(() => cleanup());
}
