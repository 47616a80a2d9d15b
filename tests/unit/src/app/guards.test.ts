import { describe, expect, it } from 'vitest';
import { guard, type Access, type GuardInput } from '../../../../src/app/guards';
import { subscriptionWith, TEST_USER } from './fake-session';

const ROUTES: Record<string, Access> = {
  '/': 'public',
  '/login': 'public',
  '/welcome': 'signed-in',
  '/settings': 'signed-in',
  '/chat': 'chat',
};

const signedOut: GuardInput = {
  authLoading: false,
  user: null,
  subscription: null,
  subscriptionLoading: false,
};
const signedIn = (status: string | null | undefined): GuardInput => ({
  authLoading: false,
  user: TEST_USER,
  subscription: status === undefined ? null : subscriptionWith(status),
  subscriptionLoading: false,
});

function outcome(path: string, input: GuardInput): string {
  const access = ROUTES[path];
  if (!access) throw new Error(path);
  const result = guard(access, input);
  return result.kind === 'redirect' ? `-> ${result.to}` : result.kind;
}

describe('route guards (SPEC point 2)', () => {
  const cases: Array<[string, string, GuardInput, Record<string, string>]> = [
    [
      'signed out',
      '',
      signedOut,
      {
        '/': 'allow',
        '/login': 'allow',
        '/welcome': '-> /login',
        '/settings': '-> /login',
        '/chat': '-> /login',
      },
    ],
    [
      'signed in, active',
      '',
      signedIn('active'),
      {
        '/': 'allow',
        '/login': 'allow',
        '/welcome': 'allow',
        '/settings': 'allow',
        '/chat': 'allow',
      },
    ],
    [
      'signed in, trialing',
      '',
      signedIn('trialing'),
      { '/welcome': 'allow', '/settings': 'allow', '/chat': 'allow' },
    ],
    ...['canceled', 'deleted', 'past_due', 'incomplete', 'none'].map(
      (status): [string, string, GuardInput, Record<string, string>] => [
        `signed in, ${status}`,
        '',
        signedIn(status),
        { '/': 'allow', '/welcome': 'allow', '/settings': 'allow', '/chat': '-> /settings' },
      ],
    ),
    [
      'signed in, status null',
      '',
      signedIn(null),
      { '/settings': 'allow', '/chat': '-> /settings' },
    ],
    [
      'signed in, no subscription data',
      '',
      signedIn(undefined),
      { '/settings': 'allow', '/chat': '-> /settings' },
    ],
  ];

  for (const [name, , input, expected] of cases) {
    for (const [path, result] of Object.entries(expected)) {
      it(`${name}: ${path} ${result}`, () => {
        expect(outcome(path, input)).toBe(result);
      });
    }
  }

  it('waits while the auth state is unknown', () => {
    const loading = { ...signedOut, authLoading: true };
    expect(outcome('/chat', loading)).toBe('wait');
    expect(outcome('/settings', loading)).toBe('wait');
    expect(outcome('/welcome', loading)).toBe('wait');
    expect(outcome('/', loading)).toBe('allow');
  });

  it('waits while signing out or while a landing path is pending', () => {
    expect(outcome('/settings', { ...signedOut, signingOut: true })).toBe('wait');
    expect(outcome('/chat', { ...signedOut, landing: '/' })).toBe('wait');
  });

  it('waits for the subscription on /chat instead of sending to /settings', () => {
    const input = { ...signedIn(undefined), subscriptionLoading: true };
    expect(outcome('/chat', input)).toBe('wait');
    expect(outcome('/settings', input)).toBe('allow');
  });

  it('keeps /chat open while a known active subscription refreshes', () => {
    expect(outcome('/chat', { ...signedIn('active'), subscriptionLoading: true })).toBe('allow');
  });
});
