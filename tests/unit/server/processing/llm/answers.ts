// Scripted model answers for the LLM study tests.
import type { BatchAnswerInput } from '../../../../../server/processing/llm/schema';

export function validAnswer(): BatchAnswerInput {
  return {
    concepts: [
      {
        title: 'Photosynthesis',
        explanation: 'The process by which plants turn light energy into chemical energy.',
        importance: 9,
        chunk: 1,
      },
      {
        title: 'Calvin cycle',
        explanation: 'Reactions in the stroma that fix carbon dioxide into sugar.',
        importance: 7,
        chunk: 2,
      },
      {
        title: 'Cellular respiration',
        explanation: 'The process that releases energy from glucose.',
        importance: 8,
        chunk: 3,
      },
      {
        title: 'Osmosis',
        explanation: 'Movement of water across a semipermeable membrane.',
        importance: 6,
        chunk: 4,
      },
    ],
    flashcards: [
      {
        question: 'Where does the Calvin cycle run?',
        answer: 'In the stroma of the chloroplasts.',
        concept: 'Calvin cycle',
        chunk: 2,
      },
      {
        question: 'Which process releases energy from glucose?',
        answer: 'Cellular respiration',
        concept: 'cellular respiration',
        chunk: 3,
      },
    ],
    quiz: [
      {
        question: 'Which process moves water across a semipermeable membrane?',
        type: 'MCQ',
        correct_answer: 'Osmosis',
        distractors: ['Diffusion', 'Active transport', 'Glycolysis'],
        concept: 'Osmosis',
        difficulty: 'easy',
        chunk: 4,
      },
      {
        question: 'Rubisco is the most abundant protein on Earth.',
        type: 'TF',
        correct_answer: 'True',
        distractors: ['False'],
        concept: null,
        difficulty: 'medium',
        chunk: 2,
      },
    ],
  };
}
