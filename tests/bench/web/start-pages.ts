// The entry pages whose start the benchmarks measure, as a visitor or a returning student
// opens them: how to prepare the browser before each run and what "shown" means on each.
import type { Page } from 'playwright-core';

export interface EntryPage {
  label: string;
  path: string;
  /**
   * A returning student's page, measured in their profile after `coldCache`; the others are
   * first visits, each in a fresh browser context.
   */
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}

async function clearForOrigin(page: Page, origin: string, storageTypes: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  } finally {
    await cdp.detach();
  }
}

/** A returning student with a cold HTTP cache: IndexedDB kept, no service worker (Lighthouse's). */
export const coldCache = (page: Page, origin: string) =>
  clearForOrigin(page, origin, 'service_workers,cache_storage');

export const ENTRY_PAGES: EntryPage[] = [
  {
    label: '/',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    label: '/#/login',
    path: '/#/login',
    signedIn: false,
    ready: (page) =>
      page.getByRole('button', { name: /sign in with google/i, disabled: false }).waitFor(),
  },
  {
    label: '/#/chat',
    path: '/#/chat',
    signedIn: true,
    // The file list comes from IndexedDB (on a phone it is in the Knowledge tab's hidden panel).
    ready: (page) => page.locator('.kb-file-name').first().waitFor({ state: 'attached' }),
  },
];
