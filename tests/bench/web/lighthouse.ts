// Lighthouse 13 (npm, pinned) against Debian's Chromium, through the DevTools port of a profile
// Playwright drives, so a signed-in run keeps that profile's storage. Lighthouse 13 asks for Node
// 22.19+; on Node 20 what it lacks is the iterator helpers (Iterator.prototype.map…), which
// core-js supplies before Lighthouse is evaluated.
import 'core-js/actual/iterator/index.js';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface PageFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** Bytes of JavaScript on the wire. */
  scriptBytes: number;
  /** Bytes of everything on the wire. */
  totalBytes: number;
  /** Audits of accessibility and best practices that did not pass, by id. */
  failed: string[];
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function transfer(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details;
  const items: unknown[] = details && 'items' in details ? details.items : [];
  const row = items.find(
    (item): item is { transferSize?: number } =>
      !!item &&
      typeof item === 'object' &&
      'resourceType' in item &&
      item.resourceType === resourceType,
  );
  return Number(row?.transferSize ?? 0);
}

function failedAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(ref.id);
    }
  }
  return [...ids];
}

export function figuresOf(lhr: Result): PageFigures {
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    scriptBytes: transfer(lhr, 'script'),
    totalBytes: transfer(lhr, 'total'),
    failed: failedAudits(lhr),
  };
}

/**
 * One Lighthouse run. `keepStorage`: the page's storage and caches are left as they are (the
 * caller prepares them), as for a signed-in student; otherwise Lighthouse clears them first.
 */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
  keepStorage: boolean,
): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  };
  // Lighthouse asks to be run again when its trace misses the navigation (NO_NAVSTART); so do we.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.log(`Lighthouse on ${url}: ${error.code}, running again`);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median of each figure over several runs (failed audits: those of any run). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const pick = (key: Exclude<keyof PageFigures, 'failed'>) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    scriptBytes: pick('scriptBytes'),
    totalBytes: pick('totalBytes'),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}
