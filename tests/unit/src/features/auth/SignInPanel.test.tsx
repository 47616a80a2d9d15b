// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../../../src/data/session';
import { redirectPathFrom } from '../../../../../src/features/auth/LoginPage';
import { SignInPanel } from '../../../../../src/features/auth/SignInPanel';
import { fakeSession, TEST_USER, WithSession } from '../../app/fake-session';

function renderPanel(session: Session) {
  render(
    <MemoryRouter>
      <WithSession session={session}>
        <SignInPanel redirectPath="/chat" />
      </WithSession>
    </MemoryRouter>,
  );
}

describe('sign-in component (SPEC point 2)', () => {
  afterEach(cleanup);

  it("shows 'Loading...' until the auth state is known", () => {
    renderPanel(fakeSession({ authLoading: true }));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers sign in and sign up with Google when logged out', async () => {
    const session = fakeSession();
    renderPanel(session);
    fireEvent.click(screen.getByRole('button', { name: /Sign in with Google/ }));
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('signin', '/chat'));
    fireEvent.click(screen.getByRole('button', { name: /Sign up with Google/ }));
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('signup', '/chat'));
  });

  it('says it is connecting while the sign-in service is not reachable yet', () => {
    renderPanel(fakeSession({ authReady: false }));
    expect(screen.getByText(/Connecting to sign-in service/)).toBeTruthy();
    const button = screen.getByRole('button', { name: /Sign in with Google/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Sign Out', and 'Signing out...' while it runs", () => {
    const session = fakeSession({ user: TEST_USER });
    renderPanel(session);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalled();
    cleanup();
    renderPanel(fakeSession({ user: null, signingOut: true }));
    expect(screen.getByRole('button', { name: 'Signing out...' })).toBeTruthy();
  });

  it('offers the local sign-in form when Google cannot be reached', async () => {
    const session = fakeSession({ localSignInOffered: true });
    renderPanel(session);
    expect(screen.getByRole('heading', { name: 'Sign in locally' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(session.signInLocally).toHaveBeenCalledWith(
        'Ada',
        'ada@example.com',
        'signin',
        '/chat',
      ),
    );
  });

  it('returns to the guarded page that sent the visitor, else /chat', () => {
    expect(redirectPathFrom({ from: '/settings' })).toBe('/settings');
    expect(redirectPathFrom({ from: 'https://evil.example' })).toBe('/chat');
    expect(redirectPathFrom(null)).toBe('/chat');
  });
});
