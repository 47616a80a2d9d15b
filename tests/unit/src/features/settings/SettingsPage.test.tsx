// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPreferences } from '../../../../../src/data/preferences';
import type { Session } from '../../../../../src/data/session';
import { PaymentSection } from '../../../../../src/features/billing/PaymentSection';
import { SettingsPage } from '../../../../../src/features/settings/SettingsPage';
import {
  fakeSession,
  subscriptionWith,
  TEST_CONFIG,
  TEST_USER,
  WithSession,
} from '../../app/fake-session';

function renderSettings(session: Session) {
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsPage payment={<PaymentSection />} /> },
      { path: '/chat', element: <h1>Chat</h1> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <WithSession session={session}>
      <RouterProvider router={router} />
    </WithSession>,
  );
  return router;
}

const signedIn = (patch: Partial<Session> = {}) =>
  fakeSession({ user: TEST_USER, subscription: subscriptionWith('active'), ...patch });

describe('settings (SPEC point 2)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadPreferences();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has the five sections and a close button back to /chat', async () => {
    const router = renderSettings(signedIn());
    for (const name of ['Payment', 'Language', 'Comprehension Level', 'Theme', 'Delete Account']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    await screen.findByRole('heading', { name: 'Chat' });
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('offers 6 languages, 3 levels and a dark-mode switch', () => {
    renderSettings(signedIn());
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.value)).toEqual([
      'English',
      'French',
      'German',
      'Spanish',
      'Chinese',
      'Japanese',
    ]);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect((screen.getByRole('radio', { name: 'Advanced' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('shows the free plan card with billing free', () => {
    renderSettings(signedIn());
    expect(screen.getByRole('heading', { name: 'Free plan' })).toBeTruthy();
    expect(screen.getByText(/Every feature is included/)).toBeTruthy();
  });

  it.each([
    [null, 'Start Free Trial'],
    ['trialing', 'Subscribe Now'],
    ['active', 'Cancel Subscription'],
    ['canceled', 'Subscribe Again'],
  ])('with stripe and status %s offers %s', (status, button) => {
    renderSettings(
      signedIn({
        config: { ...TEST_CONFIG, billing: 'stripe' },
        subscription: subscriptionWith(status),
      }),
    );
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it('deletes the account after confirmation and alerts the result', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const session = signedIn();
    renderSettings(session);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(session.deleteAccount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Your account has been successfully deleted.'),
    );
    expect(session.deleteAccount).toHaveBeenCalledTimes(1);
  });

  it('alerts a server error of the deletion', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderSettings(
      signedIn({
        deleteAccount: vi.fn(async () => ({
          ok: false as const,
          reason: 'server' as const,
          detail: 'Database locked',
        })),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to delete account: Database locked'),
    );
  });

  it('signs out of all devices, and says why when the server refuses', async () => {
    const session = signedIn();
    renderSettings(session);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(session.signOutEverywhere).toHaveBeenCalledTimes(1));
    cleanup();
    renderSettings(
      signedIn({
        signOutEverywhere: vi.fn(async () => ({ ok: false as const, detail: 'Too many requests' })),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not sign out of all devices: Too many requests',
    );
  });
});
