// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PREFERENCES_KEY,
  readPreferences,
  reloadPreferences,
  usePreferences,
} from '../../../../src/data/preferences';

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadPreferences();
  });
  afterEach(cleanup);

  it('defaults to English, Beginner, light theme', () => {
    const { result } = renderHook(() => usePreferences());
    expect(result.current.selectedLanguage).toBe('English');
    expect(result.current.comprehensionLevel).toBe('Beginner');
    expect(result.current.darkMode).toBe(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('persists changes in localStorage and toggles the dark class on <html>', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => result.current.setLanguage('Japanese'));
    act(() => result.current.setComprehensionLevel('Advanced'));
    act(() => result.current.setDarkMode(true));
    expect(result.current.selectedLanguage).toBe('Japanese');
    expect(result.current.darkMode).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(readPreferences()).toEqual({
      selectedLanguage: 'Japanese',
      comprehensionLevel: 'Advanced',
      darkMode: true,
      offlineVideoLimitMb: 50,
    });
  });

  it('ignores invalid stored values', () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        selectedLanguage: 'Klingon',
        comprehensionLevel: 3,
        darkMode: 'yes',
        offlineVideoLimitMb: -4,
      }),
    );
    expect(readPreferences()).toEqual({
      selectedLanguage: 'English',
      comprehensionLevel: 'Beginner',
      darkMode: false,
      offlineVideoLimitMb: 50,
    });
  });
});
