// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizQuestion } from '../../../../../contract';
import { QuizViewer } from '../../../../../src/features/quiz/QuizViewer';

afterEach(cleanup);

const mcq: QuizQuestion = {
  id: 1,
  file_id: 1,
  question: 'Capital of France?',
  question_type: 'MCQ',
  correct_answer: 'Paris',
  distractors: ['Rome', 'Berlin', 'Rome'],
  key_concept_id: null,
  is_custom: true,
  difficulty: 'medium',
  created_at: '2026-01-01T00:00:00Z',
};
const tf: QuizQuestion = {
  ...mcq,
  id: 2,
  question: 'The sky is green.',
  question_type: 'TF',
  correct_answer: 'False',
  distractors: ['True'],
};

function setup(questions = [mcq, tf]) {
  const onUpdate = vi.fn(async () => true);
  render(<QuizViewer questions={questions} onUpdate={onUpdate} onDelete={vi.fn()} />);
  return { user: userEvent.setup(), onUpdate };
}

const submit = () => screen.getByRole('button', { name: 'Submit Answer' }) as HTMLButtonElement;

describe('QuizViewer', () => {
  it('lists deduplicated sorted options and needs a selection to submit', async () => {
    const { user } = setup();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      '1Berlin',
      '2Paris',
      '3Rome',
    ]);
    expect(submit().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    expect(submit().disabled).toBe(false);
  });

  it('scores, gives feedback and locks answered questions', async () => {
    const { user } = setup();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    await user.click(submit());
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Score: 1/2')).toBeTruthy();
    expect(screen.getByText('Answered: 1/2 (50%)')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Rome/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.queryByText('Correct!')).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['1True', '2False']);
    await user.click(screen.getByRole('radio', { name: /True/ }));
    await user.click(submit());
    expect(screen.getByText('Incorrect. Correct answer: False')).toBeTruthy();
    expect(screen.getByText('Score: 1/2')).toBeTruthy();
    expect(screen.getByText('Answered: 2/2 (100%)')).toBeTruthy();
  });

  it('picks answers with number keys and restarts', async () => {
    const { user } = setup();
    screen.getByText('Capital of France?').closest<HTMLElement>('.quiz-viewer')?.focus();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: /Paris/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(submit());
    expect(screen.getByText('Score: 1/2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restart Quiz' }));
    expect(screen.getByText('Score: 0/2')).toBeTruthy();
    expect(screen.getByText('Answered: 0/2 (0%)')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('tells the parent each answer and whether it was right', async () => {
    const onAnswer = vi.fn();
    render(
      <QuizViewer
        questions={[mcq, tf]}
        onUpdate={vi.fn()}
        onDelete={vi.fn()}
        onAnswer={onAnswer}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Rome/ }));
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(screen.getByRole('radio', { name: /False/ }));
    await user.click(submit());
    expect(onAnswer.mock.calls).toEqual([
      [mcq, false],
      [tf, true],
    ]);
  });

  it('edits with comma-separated distractors', async () => {
    const { user, onUpdate } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Edit Quiz Question')).toBeTruthy();
    const distractors = screen.getByLabelText('Distractors (comma-separated)');
    await user.clear(distractors);
    await user.type(distractors, 'Lyon, , Nice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith(mcq, {
      question: 'Capital of France?',
      correct_answer: 'Paris',
      distractors: ['Lyon', 'Nice'],
    });
  });

  it('says when there are no questions', () => {
    setup([]);
    expect(screen.getByText('No quiz questions available.')).toBeTruthy();
  });
});
