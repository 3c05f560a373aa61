import { describe, expect, it } from 'vitest';
import { shouldShowBanner } from './cookie-banner.js';

const ready = {
  signedIn: true,
  userDataLoaded: true,
  checked: true,
  bannerVisible: true,
  pathname: '/main',
  initialized: true,
  loading: false,
};

describe('shouldShowBanner', () => {
  it('shows only when every condition the product asks for holds', () => {
    expect(shouldShowBanner(ready)).toBe(true);
    for (const [key, value] of [
      ['signedIn', false],
      ['userDataLoaded', false],
      ['checked', false],
      ['bannerVisible', false],
      ['initialized', false],
      ['loading', true],
      ['pathname', '/privacy-policy'],
      ['pathname', '/terms-of-service'],
    ] as const) {
      expect(shouldShowBanner({ ...ready, [key]: value }), `${key}=${String(value)}`).toBe(false);
    }
  });
});
