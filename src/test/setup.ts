import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test gets a fresh document.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
