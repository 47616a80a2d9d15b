// Chinese and Japanese files through the compiled processing worker, as the server runs it: the
// analyzers' dictionaries load from their npm packages inside the thread.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processingWorkerScripts, type WorkerScripts } from '../../../server/jobs/compiled-threads';
import { runInThread } from '../../../server/jobs/run-in-thread';
import { processRequest } from '../../helpers/process-request';

const JAPANESE =
  '微分方程式は、未知の関数とその導関数を含む方程式である。微分方程式を解くテクニックとして、変数分離法がよく使われる。\n' +
  '変数分離法では、両辺を積分することで解を求める。物理学では、運動方程式も微分方程式として表される。\n';
const CHINESE =
  '本文研究了渤南洼陷沙二段的沉积作用和成岩作用。沉积作用控制了储层的孔隙发育，成岩作用则改变了储层物性。\n' +
  '研究表明，渤南洼陷沙二段储层以次生孔隙为主。\n';

describe('Chinese and Japanese files in the processing worker', () => {
  let scripts: WorkerScripts;
  let dir: string;

  beforeAll(() => {
    scripts = processingWorkerScripts();
    dir = mkdtempSync(path.join(tmpdir(), 'mnemo-languages-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function conceptsOf(name: string, text: string, language: string): Promise<string[]> {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    const outcome = await runInThread(
      processRequest(file, { sourceKind: 'text', language }),
      60_000,
      { onExtracted: () => undefined },
      scripts,
    );
    expect(outcome.ok).toBe(true);
    return outcome.ok ? outcome.study.key_concepts.map((c) => c.concept_title) : [];
  }

  it('gives Japanese noun compounds, no function words', async () => {
    const titles = await conceptsOf('notes-ja.txt', JAPANESE, 'Japanese');
    expect(titles).toContain('微分方程式');
    for (const title of titles) expect(title).not.toMatch(/^[\u3040-\u309f]+$/u);
  });

  it('gives whole Chinese terms', async () => {
    const titles = await conceptsOf('notes-zh.txt', CHINESE, 'Chinese');
    expect(titles).toContain('渤南洼陷');
    expect(titles).not.toContain('研究');
  });
});
