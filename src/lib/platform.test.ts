import { describe, expect, it } from 'vitest';
import { detectOs } from './platform';

const AGENTS = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('detectOs', () => {
  it('reads the user agent when the browser sends no client hints', () => {
    expect(detectOs({ userAgent: AGENTS.windows })).toBe('windows');
    expect(detectOs({ userAgent: AGENTS.macos })).toBe('macos');
    expect(detectOs({ userAgent: AGENTS.linux })).toBe('linux');
    expect(detectOs({ userAgent: AGENTS.android })).toBe('android');
    expect(detectOs({ userAgent: AGENTS.iphone })).toBe('ios');
  });

  it('tells an iPad asking for the desktop site from a Mac by its touch screen', () => {
    expect(detectOs({ userAgent: AGENTS.macos, maxTouchPoints: 5 })).toBe('ios');
    expect(detectOs({ userAgent: AGENTS.macos, maxTouchPoints: 0 })).toBe('macos');
  });

  it('believes the client hints over the user agent', () => {
    expect(detectOs({ userAgent: AGENTS.linux, userAgentData: { platform: 'Windows' } })).toBe('windows');
    expect(detectOs({ userAgent: AGENTS.windows, userAgentData: { platform: 'macOS' } })).toBe('macos');
  });

  it('recommends nothing for a device no card is for', () => {
    expect(detectOs({ userAgent: AGENTS.chromeos })).toBeUndefined();
    expect(detectOs({ userAgent: AGENTS.linux, userAgentData: { platform: 'Chrome OS' } })).toBeUndefined();
    expect(detectOs({ userAgent: 'curl/8.5.0' })).toBeUndefined();
  });
});
