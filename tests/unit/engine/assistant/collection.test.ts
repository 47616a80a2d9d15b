import { describe, expect, it } from 'vitest';
import {
  answerCollectionQuestion,
  detectCollectionIntent,
  type CollectionData,
} from '../../../../engine/assistant/collection';

const data: CollectionData = {
  files: [
    {
      id: 'f1',
      file_name: 'Cell_Biology_Notes.pdf',
      file_type: 'pdf',
      status: 'completed',
      url: 'https://f/1',
    },
    { id: 'f2', file_name: 'WW1 lecture.mp4', file_type: 'video', status: 'processing', url: null },
  ],
  concepts: [
    {
      file_id: 'f1',
      concept_title: 'Mitochondria',
      concept_explanation: 'Organelles that produce ATP.',
      source_page_number: 2,
      source_video_timestamp_start_seconds: null,
      importance: 0.5,
    },
    {
      file_id: 'f1',
      concept_title: 'Cell membrane',
      concept_explanation: 'A lipid bilayer around the cell.',
      source_page_number: 1,
      source_video_timestamp_start_seconds: null,
      importance: 0.9,
    },
    {
      file_id: 'f2',
      concept_title: 'Trench warfare',
      concept_explanation: 'Fighting from dug-in positions.',
      source_page_number: null,
      source_video_timestamp_start_seconds: 95,
    },
  ],
  quizQuestions: [
    {
      file_id: 'f1',
      question: 'Which organelle produces ATP?',
      question_type: 'MCQ',
      correct_answer: 'Mitochondria',
      distractors: ['Ribosome', 'Nucleus', 'Golgi body'],
      concept_title: 'Mitochondria',
    },
    {
      file_id: 'f1',
      question: 'The cell membrane is a lipid bilayer.',
      question_type: 'TF',
      correct_answer: 'True',
      distractors: ['False'],
    },
    {
      file_id: 'f2',
      question: 'Where was trench warfare common?',
      question_type: 'MCQ',
      correct_answer: 'Western Front',
      distractors: ['Pacific'],
    },
  ],
};

describe('detectCollectionIntent', () => {
  it('recognizes collection questions and leaves content questions alone', () => {
    expect(detectCollectionIntent('What files do I have?')).toEqual({ kind: 'files' });
    expect(detectCollectionIntent('show me my documents')).toEqual({ kind: 'files' });
    expect(detectCollectionIntent('Summarize "Cell Biology Notes"')).toEqual({
      kind: 'summarize',
      name: 'cell biology notes',
    });
    expect(detectCollectionIntent('Quiz me on cells!')).toEqual({ kind: 'quiz', topic: 'cells' });
    expect(detectCollectionIntent('What do mitochondria produce?')).toBeNull();
  });
});

describe('answerCollectionQuestion', () => {
  it('lists the files with their status and links', () => {
    const answer = answerCollectionQuestion('which files have I uploaded', data) ?? '';
    expect(answer).toContain('You have 2 files:');
    expect(answer).toContain('- [Cell_Biology_Notes.pdf](https://f/1) — pdf, ready');
    expect(answer).toContain('- WW1 lecture.mp4 — video, processing');
  });

  it('summarizes the best-matching file by its top concepts, with citations', () => {
    const answer = answerCollectionQuestion('summarize my cell biology notes', data) ?? '';
    expect(answer).toContain('Summary of Cell_Biology_Notes.pdf');
    expect(answer.indexOf('Cell membrane')).toBeLessThan(answer.indexOf('Mitochondria'));
    expect(answer).toContain('[Cell_Biology_Notes.pdf p. 1](https://f/1#page=1)');
    const video = answerCollectionQuestion('summarize the WW1 lecture', data) ?? '';
    expect(video).toContain('(WW1 lecture.mp4 1:35)');
  });

  it('returns null for a summary of something that is not a file, and for content questions', () => {
    expect(answerCollectionQuestion('summarize photosynthesis', data)).toBeNull();
    expect(answerCollectionQuestion('What is ATP?', data)).toBeNull();
  });

  it('quizzes on the topic with the answers kept to the end', () => {
    const answer = answerCollectionQuestion('quiz me on mitochondria and the cell', data) ?? '';
    expect(answer).toContain('Which organelle produces ATP?');
    expect(answer).toContain('True or false? The cell membrane is a lipid bilayer.');
    expect(answer).not.toContain('trench');
    const [questions, answers] = answer.split('**Answers:**');
    expect(questions).toMatch(/- [A-D]\) Ribosome/);
    expect(answers).toMatch(/1\. [A-D]\) Mitochondria/);
    expect(answers).toContain('2. True');
    expect(answerCollectionQuestion('quiz me on volcanoes', data)).toContain(
      "couldn't find quiz questions",
    );
  });
});
