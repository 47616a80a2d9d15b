// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuizForm } from '../../../../../src/features/quiz/QuizForm';

afterEach(cleanup);

function setup() {
  const onSubmit = vi.fn(async () => true);
  render(<QuizForm onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { user: userEvent.setup(), onSubmit };
}

/** Types an MCQ question 'Q' with answer 'A' and the given distractors, then submits. */
async function submitMcq(user: ReturnType<typeof userEvent.setup>, distractors: string) {
  await user.type(screen.getByLabelText('Question'), 'Q');
  await user.type(screen.getByLabelText('Correct Answer'), 'A');
  await user.type(screen.getByLabelText('Distractors (comma-separated)'), distractors);
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
}

describe('QuizForm', () => {
  it('requires a distractor for MCQ', async () => {
    const { user, onSubmit } = setup();
    await submitMcq(user, ' , ');
    expect(screen.getByRole('alert').textContent).toBe(
      'MCQ questions must have at least one distractor.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends MCQ distractors split on commas', async () => {
    const { user, onSubmit } = setup();
    await submitMcq(user, 'B, C');
    expect(onSubmit).toHaveBeenCalledWith({
      question: 'Q',
      question_type: 'MCQ',
      correct_answer: 'A',
      distractors: ['B', 'C'],
    });
  });

  it('defaults TF to True and sends the opposite as distractor', async () => {
    const { user, onSubmit } = setup();
    await user.selectOptions(screen.getByLabelText('Question Type'), 'TF');
    expect(screen.queryByLabelText('Distractors (comma-separated)')).toBeNull();
    expect((screen.getByLabelText('Correct Answer') as HTMLSelectElement).value).toBe('True');
    await user.type(screen.getByLabelText('Question'), 'Q');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(onSubmit).toHaveBeenCalledWith({
      question: 'Q',
      question_type: 'TF',
      correct_answer: 'True',
      distractors: ['False'],
    });
  });

  it('keeps the button disabled without a question', () => {
    setup();
    expect(
      (screen.getByRole('button', { name: 'Add Question' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
