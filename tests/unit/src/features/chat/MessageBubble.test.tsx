// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileRecord } from '../../fixtures';

const openViewer = vi.fn();
vi.mock('../../../../../src/data/files', () => ({
  openViewer: (...args: unknown[]) => openViewer(...args),
}));

const { MessageBubble } = await import('../../../../../src/features/chat/MessageBubble');

afterEach(() => {
  cleanup();
  openViewer.mockReset();
});

const notes = fileRecord(3, {
  file_name: 'notes.pdf',
  file_url: `${location.origin}/api/v1/files/3/content?sig=abc`,
});

function bot(content: string) {
  render(
    <ul>
      <MessageBubble
        message={{ content, sender: 'bot', timestamp: '2026-01-01T10:00:00Z' }}
        files={[notes]}
      />
    </ul>,
  );
}

describe('MessageBubble', () => {
  it('renders markdown without raw HTML', async () => {
    bot('**bold** <img src=x onerror="alert(1)"><script>alert(1)</script>');
    // The markdown parser loads on demand (the first message shown).
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows links that are not http(s) as their text, and images as their alt text', () => {
    bot(
      [
        '[run](javascript:alert(1))',
        '[data](data:text/html,<b>x</b>)',
        '[mail](mailto:a@evil.example)',
        '[empty]()',
        '[file](file:///etc/passwd)',
        '![pixel](https://evil.example/p.png)',
        '[ok](https://example.org/page)',
      ].join(' '),
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['ok']);
    for (const text of ['run', 'data', 'mail', 'empty', 'file', 'pixel']) {
      expect(screen.getByText(text).closest('a')).toBeNull();
    }
    expect(document.querySelector('img')).toBeNull();
  });

  it('opens a citation of our file in the viewer at its page, even with a new signature', async () => {
    bot(`See [notes.pdf p. 3](${location.origin}/api/v1/files/3/content?sig=new#page=3).`);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'notes.pdf p. 3' }));
    expect(openViewer).toHaveBeenCalledWith({
      kind: 'file',
      fileId: 3,
      position: { page: 3, seconds: null },
    });
  });

  it('opens unknown document links as an external stub with id -1', async () => {
    bot('[slides](https://example.org/deck.pdf#page=2)');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'slides' }));
    expect(openViewer).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'external',
        file: expect.objectContaining({ id: -1, file_type: 'pdf' }),
      }),
    );
  });

  it('opens other links in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bot('[site](https://example.org/page)');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'site' }));
    expect(open).toHaveBeenCalledWith('https://example.org/page', '_blank', 'noopener,noreferrer');
    expect(openViewer).not.toHaveBeenCalled();
  });

  it('has a copy button on bot messages only', () => {
    bot('answer');
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeTruthy();
    cleanup();
    render(
      <ul>
        <MessageBubble
          message={{ content: 'q', sender: 'user', timestamp: '2026-01-01T10:00:00Z' }}
          files={[]}
        />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
  });
});
