// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../../contract';
import { FlashcardViewer } from '../../../../../src/features/flashcards/FlashcardViewer';
import { flashcardRecord } from '../../fixtures';

afterEach(cleanup);

const card = (id: number): Flashcard => flashcardRecord(id);

function setup(cards = [card(1), card(2), card(3)]) {
  const onUpdate = vi.fn(async () => true);
  const onDelete = vi.fn();
  render(<FlashcardViewer cards={cards} onUpdate={onUpdate} onDelete={onDelete} />);
  return { user: userEvent.setup(), onUpdate, onDelete };
}

describe('FlashcardViewer', () => {
  it('shows the position and the reviewed count with a rounded percentage', async () => {
    const { user } = setup();
    expect(screen.getByText('Card 1 of 3')).toBeTruthy();
    expect(screen.getByText('Reviewed: 0/3 (0%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Known/ }));
    expect(screen.getByText('Card 2 of 3')).toBeTruthy();
    expect(screen.getByText('Reviewed: 1/3 (33%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Needs Review/ }));
    expect(screen.getByText('Reviewed: 2/3 (67%)')).toBeTruthy();
  });

  it('flips between question and answer and resets on navigation', async () => {
    const { user } = setup();
    expect(screen.getByText('Q1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /showing Question/ }));
    expect(screen.getByText('A1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText('Q2')).toBeTruthy();
  });

  it('disables the current status and stays on the last card', async () => {
    const { user } = setup([card(1)]);
    await user.click(screen.getByRole('button', { name: /Known/ }));
    expect(screen.getByText('Card 1 of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Known/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: /Needs Review/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('uses space to flip and arrows to move', async () => {
    const { user } = setup();
    screen.getByLabelText('Click the card or press Space to flip').focus();
    await user.keyboard(' ');
    expect(screen.getByText('A1')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Card 2 of 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Card 1 of 3')).toBeTruthy();
  });

  it('edit mode blocks flipping and navigation, then saves', async () => {
    const { user, onUpdate } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByRole('button', { name: 'Next card' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const question = screen.getByLabelText('Question');
    await user.clear(question);
    await user.type(question, 'New Q');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith(card(1), { question: 'New Q', answer: 'A1' });
    expect(screen.queryByLabelText('Question')).toBeNull();
  });

  it('asks the parent to delete', async () => {
    const { user, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(card(1));
  });

  it('records each answer as a review: Known is Good, Needs Review is Again', async () => {
    const onRate = vi.fn();
    render(
      <FlashcardViewer
        cards={[card(1), card(2)]}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
        onRate={onRate}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Known/ }));
    await user.click(screen.getByRole('button', { name: /Needs Review/ }));
    expect(onRate.mock.calls).toEqual([
      [card(1), 3],
      [card(2), 1],
    ]);
    expect(screen.getByText('Reviewed: 2/2 (100%)')).toBeTruthy();
  });

  it('shows Again, Hard, Good and Easy with their intervals, answered with keys 1 to 4', async () => {
    const onRate = vi.fn();
    render(
      <FlashcardViewer
        cards={[card(1), card(2), card(3)]}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
        onRate={onRate}
        fourButtons
        intervals={{ 1: '1m', 2: '6m', 3: '10m', 4: '8d' }}
      />,
    );
    const buttons = within(screen.getByRole('group', { name: 'How well did you know it?' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Again1m', 'Hard6m', 'Good10m', 'Easy8d']);
    const user = userEvent.setup();
    screen.getByLabelText('Click the card or press Space to flip').focus();
    await user.keyboard('4');
    await user.keyboard('2');
    expect(onRate.mock.calls.map((c) => c[1])).toEqual([4, 2]);
    expect(screen.getByText('Card 3 of 3')).toBeTruthy();
    expect(screen.getByText('Reviewed: 2/3 (67%)')).toBeTruthy();
  });

  it('counts every card of the set while only the first has loaded, and moves once all have', async () => {
    const props = { onUpdate: vi.fn(async () => true), onDelete: vi.fn() };
    const { rerender } = render(<FlashcardViewer cards={[card(1)]} total={3} {...props} />);
    expect(screen.getByText('Card 1 of 3')).toBeTruthy();
    expect(screen.getByText('Q1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next card' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Known/ }).hasAttribute('disabled')).toBe(true);
    rerender(<FlashcardViewer cards={[card(1), card(2), card(3)]} total={3} {...props} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText('Card 2 of 3')).toBeTruthy();
    expect(screen.getByText('Q2')).toBeTruthy();
  });

  it('says when there are no cards', () => {
    setup([]);
    expect(screen.getByText('No flashcards available.')).toBeTruthy();
  });
});
