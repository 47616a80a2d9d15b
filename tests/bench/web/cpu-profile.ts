// Reading a sampled CPU profile of the page (Chromium's Profiler domain): time per function,
// mapped back to the sources through the build's source maps (dist-sourcemaps).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { CpuProfile, ProfileNode } from './main-thread';

/** Self time per function of a CPU profile, largest first: `[label, ms]`. */
export function selfTimes(profile: CpuProfile): [ProfileNode['callFrame'], number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFrame = new Map<string, [ProfileNode['callFrame'], number]>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const key = `${frame.functionName}@${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const entry = byFrame.get(key) ?? [frame, 0];
    entry[1] += ms;
    byFrame.set(key, entry);
  }
  return [...byFrame.values()].sort((a, b) => b[1] - a[1]);
}

export function sourceMapper(staticDir: string) {
  const mapsDir = `${staticDir}-sourcemaps`;
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (frame: ProfileNode['callFrame']): string => {
    const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
    if (!consumers.has(file)) {
      const mapFile = path.join(mapsDir, `${file}.map`);
      consumers.set(
        file,
        fs.existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    const consumer = consumers.get(file);
    const where = consumer?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    const name = where?.name ?? frame.functionName ?? '(anonymous)';
    if (where?.source) {
      return `${name || frame.functionName || '(anonymous)'} ${where.source.replace(/^(\.\.\/)+/, '')}:${where.line}`;
    }
    return `${frame.functionName || '(anonymous)'} ${file || '(native)'}:${frame.lineNumber}`;
  };
}

/** Time per function including what it called (each function counted once per stack). */
export function inclusiveTimes(
  profile: CpuProfile,
  label: (f: ProfileNode['callFrame']) => string,
) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const key = label(node.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  return [...total.entries()].sort((a, b) => b[1] - a[1]);
}
