import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDay } from './build-day';
import { ContentStore } from './store';

describe('the day the check and the build read', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is SOURCE_DATE_EPOCH's day in UTC for the content check's store, as for the build", async () => {
    // 2025-07-31 23:30 UTC: a machine east of UTC is already on August 1st, so the machine's own
    // calendar and the build's day disagree here.
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.UTC(2025, 6, 31, 23, 30) / 1000));
    const root = await mkdtemp(path.join(os.tmpdir(), 'masky-day-'));
    try {
      expect(new ContentStore({ root }).today).toBe('2025-07-31');
      expect(buildDay()).toBe('2025-07-31');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
