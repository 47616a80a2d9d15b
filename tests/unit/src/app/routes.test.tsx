// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../../src/data/session';
import { RootLayout } from '../../../../src/app/RootLayout';
import { RouteError } from '../../../../src/app/RouteError';
import { routes } from '../../../../src/app/routes';
import { ToastProvider } from '../../../../src/ui/toasts';
import { fakeSession, subscriptionWith, TEST_USER, WithSession } from './fake-session';

vi.mock('../../../../src/features/chat/ChatScreen', () => ({
  default: () => <h1>Chat screen</h1>,
}));

function renderAt(path: string, session: Session) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ToastProvider>
      <WithSession session={session}>
        <RouterProvider router={router} />
      </WithSession>
    </ToastProvider>,
  );
  return router;
}

const signedOut = fakeSession();
const active = fakeSession({ user: TEST_USER, subscription: subscriptionWith('active') });
const canceled = fakeSession({ user: TEST_USER, subscription: subscriptionWith('canceled') });

describe('routes', () => {
  afterEach(cleanup);

  it('renders the home page at /', async () => {
    renderAt('/', signedOut);
    expect(await screen.findByRole('link', { name: 'Try Mnemo' })).toBeTruthy();
  });

  it('sends a signed-out visitor from /chat to /login', async () => {
    const router = renderAt('/chat', signedOut);
    expect(await screen.findByRole('button', { name: /Sign in with Google/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/welcome', '/settings'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      const router = renderAt(path, signedOut);
      await screen.findByRole('button', { name: /Sign up with Google/ });
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('opens /chat with an active subscription', async () => {
    const router = renderAt('/chat', active);
    // The chat route's first import (its whole module graph, transformed by vitest) takes a while.
    expect(
      await screen.findByRole('heading', { name: 'Chat screen' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('sends a signed-in user without an active subscription from /chat to /settings', async () => {
    const router = renderAt('/chat', canceled);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("shows 'Loading user session...' on /chat while the session loads", async () => {
    renderAt('/chat', fakeSession({ authLoading: true }));
    expect(await screen.findByText('Loading user session...')).toBeTruthy();
  });

  it('redirects unknown paths to /', async () => {
    const router = renderAt('/nowhere/at/all', signedOut);
    await screen.findByRole('link', { name: 'Try Mnemo' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows the landing path of the session and clears it', async () => {
    const session = fakeSession({ user: TEST_USER, landing: '/welcome' });
    const router = renderAt('/login', session);
    await waitFor(() => expect(session.consumeLanding).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it("shows the router error screen 'Unexpected Application Error!' with the message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): never {
      throw new Error('Loading chunk 9 failed');
    }
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          errorElement: <RouteError />,
          children: [{ path: '/', element: <Boom /> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ToastProvider>
        <WithSession session={signedOut}>
          <RouterProvider router={router} />
        </WithSession>
      </ToastProvider>,
    );
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('Loading chunk 9 failed')).toBeTruthy();
  });
});
