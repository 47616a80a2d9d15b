// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabList } from '../../../../src/ui/TabList';
import { runMutation } from '../../../../src/ui/useStudyActions';

afterEach(cleanup);

describe('runMutation', () => {
  it('shows the success text and resolves true', async () => {
    const notify = vi.fn();
    await expect(
      runMutation(
        notify,
        async () => 1,
        'Saved',
        () => 'x',
      ),
    ).resolves.toBe(true);
    expect(notify).toHaveBeenCalledWith('Saved', 'success');
  });

  it('shows the described error and resolves false', async () => {
    const notify = vi.fn();
    const fail = async () => Promise.reject(new Error('boom'));
    const ok = await runMutation(notify, fail, 'Saved', (e) => `Failed: ${String(e)}`);
    expect(ok).toBe(false);
    expect(notify).toHaveBeenCalledWith('Failed: Error: boom', 'error');
  });
});

function Tabs({ roving }: { roving: boolean }) {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabList
      tabs={['a', 'b', 'c'] as const}
      current={tab}
      onSelect={setTab}
      labelOf={(t) => t.toUpperCase()}
      idOf={(t) => `tab-${t}`}
      controlsOf={() => 'panel'}
      className="test-tabs"
      roving={roving}
    />
  );
}

describe('TabList', () => {
  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Tabs roving={false} />);
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('tabindex')).toBeNull();
  });

  it('with roving, arrows wrap and move focus', async () => {
    const user = userEvent.setup();
    render(<Tabs roving />);
    const a = screen.getByRole('tab', { name: 'A' });
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('tabindex')).toBe('-1');
    a.focus();
    await user.keyboard('{ArrowLeft}');
    const c = screen.getByRole('tab', { name: 'C' });
    expect(c.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(c);
  });
});
