// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../../src/data/session';
import { fakeSession, TEST_USER } from './fake-session';

const state = vi.hoisted(() => ({ connectivity: 'online', pending: 0 }));
vi.mock('../../../../src/data/connectivity', () => ({
  useConnectivity: () => state.connectivity,
}));
vi.mock('../../../../src/data/outbox/pending', () => ({ usePendingChanges: () => state.pending }));

const { OfflineBanner } = await import('../../../../src/app/OfflineBanner');

function show(signedIn = true) {
  render(
    <SessionContext.Provider value={fakeSession({ user: signedIn ? TEST_USER : null })}>
      <OfflineBanner />
    </SessionContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.style.removeProperty('--offline-banner-height');
});

describe('OfflineBanner', () => {
  it('says calmly that changes are kept here, with how many wait', () => {
    state.connectivity = 'offline';
    state.pending = 3;
    show();
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(
      "You're offline — changes are saved on this device and will sync",
    );
    expect(banner.textContent).toContain('3 changes waiting');
    expect(banner.className).not.toMatch(/error/);
  });

  it('shows the same state when the server cannot be reached while online', () => {
    state.connectivity = 'unreachable';
    state.pending = 1;
    show();
    expect(screen.getByRole('status').textContent).toContain('1 change waiting');
  });

  it('is gone online, and for a visitor who is not signed in', () => {
    state.connectivity = 'online';
    show();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    state.connectivity = 'offline';
    show(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves room for itself on full-height screens', () => {
    state.connectivity = 'offline';
    state.pending = 0;
    show();
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toMatch(
      /px$/,
    );
    expect(screen.getByRole('status').textContent).not.toContain('waiting');
  });
});
