// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_INTENT_KEY,
  AUTH_STATE_KEY,
  clearAuthStorage,
  landingAfterSignIn,
  readAuthStorage,
  writeAuthStorage,
} from '../../../../../src/data/session/auth-intent';

const returning = { creationTime: 'Mon, 01 Jan 2024', lastSignInTime: 'Tue, 02 Jan 2024' };
const brandNew = { creationTime: 'Mon, 01 Jan 2024', lastSignInTime: 'Mon, 01 Jan 2024' };

describe('auth storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores intent and authState {redirectPath} under the SPEC keys', () => {
    writeAuthStorage('signup', '/settings');
    expect(localStorage.getItem(AUTH_INTENT_KEY)).toBe('signup');
    expect(JSON.parse(localStorage.getItem(AUTH_STATE_KEY) ?? '')).toEqual({
      redirectPath: '/settings',
    });
    expect(readAuthStorage()).toEqual({
      intent: 'signup',
      authState: { redirectPath: '/settings' },
    });
    clearAuthStorage();
    expect(readAuthStorage()).toEqual({ intent: null, authState: null });
  });

  it('ignores values it did not write', () => {
    localStorage.setItem(AUTH_INTENT_KEY, 'hack');
    localStorage.setItem(AUTH_STATE_KEY, '{"redirectPath":"https://evil.example"}');
    expect(readAuthStorage()).toEqual({ intent: null, authState: null });
  });
});

describe('landing after sign-in (SPEC point 4)', () => {
  it('sends a brand-new account to /welcome as a signup', () => {
    expect(landingAfterSignIn(brandNew, 'signin', null)).toEqual({
      path: '/welcome',
      event: 'user_signup',
    });
  });

  it('sends an account the provider says this sign-in created to /welcome', () => {
    // Whole-second times stamped across a second's turn ("…:40 GMT" and "…:41 GMT").
    const acrossASecond = {
      creationTime: 'Thu, 26 Nov 2026 10:52:40 GMT',
      lastSignInTime: 'Thu, 26 Nov 2026 10:52:41 GMT',
    };
    expect(landingAfterSignIn(acrossASecond, 'signin', null, true)).toEqual({
      path: '/welcome',
      event: 'user_signup',
    });
    expect(landingAfterSignIn(acrossASecond, 'signin', null, false).path).toBe('/chat');
  });

  it('sends a signup intent to /welcome', () => {
    expect(landingAfterSignIn(returning, 'signup', { redirectPath: '/settings' }).path).toBe(
      '/welcome',
    );
  });

  it('sends a returning user to the stored path, default /chat', () => {
    expect(landingAfterSignIn(returning, 'signin', { redirectPath: '/settings' })).toEqual({
      path: '/settings',
      event: 'user_signin',
    });
    expect(landingAfterSignIn(returning, null, null)).toEqual({
      path: '/chat',
      event: 'user_signin',
    });
  });
});
