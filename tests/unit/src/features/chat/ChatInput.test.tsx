// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';
import { ChatInput } from '../../../../../src/features/chat/ChatInput';

afterEach(cleanup);

const PLACEHOLDER = 'Type your message or paste a link...';

function setup(onSend = vi.fn(async () => true)) {
  render(
    <ToastProvider>
      <ToastList />
      <ChatInput sending={false} onSend={onSend} />
    </ToastProvider>,
  );
  return {
    user: userEvent.setup(),
    onSend,
    box: screen.getByPlaceholderText(PLACEHOLDER) as HTMLTextAreaElement,
  };
}

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('ChatInput', () => {
  it('sends on Enter and clears the text', async () => {
    const { user, onSend, box } = setup();
    await user.type(box, 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello', [], expect.any(Function));
    expect(box.value).toBe('');
  });

  it('adds a newline on Shift+Enter', async () => {
    const { user, onSend, box } = setup();
    await user.type(box, 'a{Shift>}{Enter}{/Shift}b');
    expect(box.value).toBe('a\nb');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('offers Upload Files and Add YouTube Video with an Add Video button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add files or a video' }));
    expect(screen.getByRole('menuitem', { name: /Upload Files/ })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: /Add YouTube Video/ }));
    // The field's code loads when it is asked for.
    expect(await screen.findByLabelText('YouTube Video URL', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Please enter a YouTube Video URL.')).toBeTruthy();
  });

  it('lists attachments with remove buttons and drops unsupported types', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSend = vi.fn(async () => true);
    const { container } = render(
      <ToastProvider>
        <ToastList />
        <ChatInput sending={false} onSend={onSend} />
      </ToastProvider>,
    );
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, [file('a.pdf', 'application/pdf'), file('b.zip', 'application/zip')]);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.queryByText('b.zip')).toBeNull();
    expect(screen.getByText('1 file(s) were not added due to unsupported type.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
  });

  it('reports voice input as unsupported without the Web Speech API', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    expect(
      screen.getByText(
        'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.',
      ),
    ).toBeTruthy();
  });
});
