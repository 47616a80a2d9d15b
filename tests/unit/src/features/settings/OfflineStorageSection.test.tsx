// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  storage: null as null | Record<string, unknown>,
  clearKept: vi.fn(async () => undefined),
}));
vi.mock('../../../../../src/data/device-storage', () => ({
  useDeviceStorage: () => ({ storage: state.storage, clearKept: state.clearKept }),
}));
const { OfflineStorageSection } =
  await import('../../../../../src/features/settings/OfflineStorageSection');
const { getPreferences, reloadPreferences } = await import('../../../../../src/data/preferences');

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  state.clearKept.mockClear();
  state.storage = {
    keptFiles: 2,
    keptBytes: 3.5 * 1024 * 1024,
    usage: 12 * 1024 * 1024,
    quota: 2 * 1024 * 1024 * 1024,
    persisted: false,
  };
});
afterEach(cleanup);

describe('Offline files in Settings', () => {
  it('says how much the device keeps and clears it', async () => {
    const user = userEvent.setup();
    render(<OfflineStorageSection />);
    expect(
      screen.getByText('2 opened files kept on this device for offline use (3.5 MB).'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Mnemo uses 12.0 MB of this device's storage in all (up to 2.0 GB available).",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/may remove kept files/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear kept files' }));
    expect(state.clearKept).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Kept files removed from this device/)).toBeTruthy();
  });

  it('offers nothing to clear when nothing is kept', () => {
    state.storage = { keptFiles: 0, keptBytes: 0, usage: null, quota: null, persisted: true };
    render(<OfflineStorageSection />);
    expect(screen.getByText(/No files are kept on this device yet/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Clear kept files' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sets the largest video kept, 50 MB unless changed', async () => {
    const user = userEvent.setup();
    render(<OfflineStorageSection />);
    const input = screen.getByLabelText('Keep videos up to (MB)') as HTMLInputElement;
    expect(input.value).toBe('50');
    await user.clear(input);
    await user.type(input, '120');
    expect(getPreferences().offlineVideoLimitMb).toBe(120);
    expect(JSON.parse(localStorage.getItem('mnemo.preferences') ?? '{}')).toMatchObject({
      offlineVideoLimitMb: 120,
    });
  });
});
