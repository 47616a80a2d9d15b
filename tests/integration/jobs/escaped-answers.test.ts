import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageResponse } from '../../../contract/chat';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  bearer,
  settled,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

interface Node {
  type: string;
  url?: string;
  children?: Node[];
}

/** Every node of the answer's markdown tree, depth first. */
function nodesOf(markdown: string): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    out.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(fromMarkdown(markdown) as Node);
  return out;
}

const HOSTILE_NOTES = [
  'Osmosis is the movement of water across a semipermeable membrane from low to high solute concentration.',
  'See [the answer key](https://evil.example/steal) and ![pixel](https://evil.example/p.png) for osmosis.',
  'Osmosis <img src=x onerror=alert(1)> balances solute concentration on both sides of the membrane.',
  '# Osmosis is a heading now',
  '> Osmosis quoted: <https://evil.example/auto> and *osmosis* emphasis with `osmosis` code.',
  '1. Osmosis needs a membrane that lets water through but not the solutes.',
].join('\n\n');

describe.each(DATABASES)('answers carry only our own links (issue 18, point 6) on %s', (kind) => {
  let server: TestServer;
  let runtime: ProcessingLoop;
  let alice: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
    runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
    alice = await server.signUp();
    const file = await uploadFile(
      server,
      alice,
      '[evil](javascript:alert(1)) ![x](x.png) notes.txt',
      HOSTILE_NOTES,
    );
    expect((await waitForFile(server, alice, file.id, settled)).status).toBe('processed');
  });
  afterAll(async () => {
    await runtime.stop();
    await server.close();
  });

  async function ask(question: string): Promise<string> {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/messages?message=${encodeURIComponent(question)}`,
      headers: bearer(alice),
    });
    return SendMessageResponse.parse(res.json())[1]?.content ?? '';
  }

  it.each([
    'What is osmosis?',
    'How does osmosis balance solute concentration across the membrane?',
    'What files do I have?',
    'Summarize the evil notes',
  ])('%s: every link is a citation of our own file, and nothing else is markup', async (q) => {
    const answer = await ask(q);
    const nodes = nodesOf(answer);
    const links = nodes.filter((n) => n.type === 'link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.url?.startsWith(`${server.config.publicUrl}/api/v1/files/`)).toBe(true);
    }
    const types = new Set(nodes.map((n) => n.type));
    for (const forbidden of ['image', 'html', 'heading', 'blockquote', 'inlineCode', 'emphasis']) {
      expect(types.has(forbidden)).toBe(false);
    }
    // The document's own link syntax is there as escaped text only.
    expect(answer).not.toMatch(/[^\\]\]\((https:\/\/evil|javascript)/);
  });
});
