import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../../../server/processing/chunk';
import { generateStudySetWithLlm } from '../../../../../server/processing/llm/index';
import type { ExtractedDocument } from '../../../../../server/processing/types';
import { startOpenAiStub, type OpenAiStub } from '../../../../helpers/openai-stub';
import { biologyPdf, biologyVideo } from '../study/fixtures';
import { validAnswer } from './answers';

let stub: OpenAiStub;

beforeEach(async () => {
  stub = await startOpenAiStub();
});
afterEach(async () => {
  await stub.close();
});

function run(doc: ExtractedDocument = biologyPdf(), options = {}) {
  return generateStudySetWithLlm(
    doc,
    chunkDocument(doc),
    { baseUrl: stub.baseUrl, model: 'test-model' },
    options,
  );
}

interface ChatBody {
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; schema: object } };
}

describe('generateStudySetWithLlm', () => {
  it('turns a valid answer into a study set with pages taken from the chunk numbers', async () => {
    stub.chatAnswers.push(JSON.stringify(validAnswer()));
    const set = await run();
    expect(set.key_concepts.map((c) => c.concept_title)).toEqual([
      'Photosynthesis',
      'Cellular respiration',
      'Calvin cycle',
      'Osmosis',
    ]);
    expect(set.key_concepts.map((c) => c.source_page_number)).toEqual([1, 3, 2, 4]);
    expect(set.key_concepts[0]?.importance).toBe(0.9);
    expect(set.key_concepts[0]?.source_video_timestamp_start_seconds).toBeNull();
    expect(set.flashcards).toEqual([
      {
        question: 'Where does the Calvin cycle run?',
        answer: 'In the stroma of the chloroplasts.',
        concept_index: 2,
        source: {
          source_page_number: 2,
          source_video_timestamp_start_seconds: null,
          source_video_timestamp_end_seconds: null,
        },
      },
      {
        question: 'Which process releases energy from glucose?',
        answer: 'Cellular respiration',
        concept_index: 1,
        source: {
          source_page_number: 3,
          source_video_timestamp_start_seconds: null,
          source_video_timestamp_end_seconds: null,
        },
      },
    ]);
    expect(set.quiz_questions[0]).toMatchObject({ correct_answer: 'Osmosis', concept_index: 3 });
    expect(set.quiz_questions[1]).toMatchObject({ question_type: 'TF', concept_index: null });
  });

  it('sends the numbered chunks with a JSON schema, in the requested language and level', async () => {
    stub.chatAnswers.push(JSON.stringify(validAnswer()));
    await run(biologyPdf(), { language: 'French', comprehensionLevel: 'Advanced' });
    const body = stub.requests[0]?.body as ChatBody;
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema.schema).toHaveProperty('properties.concepts');
    const prompt = body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('French');
    expect(prompt).toContain('Advanced');
    expect(prompt).toContain('[Chunk 1, page 1]');
    expect(prompt).toContain('[Chunk 4, page 4]');
  });

  it('takes video times from the referenced chunk', async () => {
    const doc = biologyVideo();
    const chunks = chunkDocument(doc);
    const last = chunks.at(-1);
    const answer = validAnswer();
    answer.concepts = [
      {
        title: 'Osmosis',
        explanation: 'Water crossing a membrane.',
        importance: 6,
        chunk: chunks.length,
      },
    ];
    stub.chatAnswers.push(JSON.stringify(answer));
    const set = await generateStudySetWithLlm(
      doc,
      chunks,
      { baseUrl: stub.baseUrl, model: 'm' },
      {},
    );
    expect(set.key_concepts[0]).toMatchObject({
      source_page_number: null,
      source_video_timestamp_start_seconds: last?.start_seconds,
      source_video_timestamp_end_seconds: last?.end_seconds,
    });
  });

  it('drops items that reference an unknown chunk', async () => {
    const answer = validAnswer();
    answer.concepts.push({
      title: 'Invented',
      explanation: 'Not there.',
      importance: 10,
      chunk: 99,
    });
    answer.flashcards.push({ question: 'Q?', answer: 'A', concept: null, chunk: 0 });
    answer.quiz.push({
      question: 'Another?',
      type: 'TF',
      correct_answer: 'False',
      distractors: ['True'],
      concept: null,
      difficulty: 'easy',
      chunk: 12,
    });
    stub.chatAnswers.push(JSON.stringify(answer));
    const set = await run();
    expect(set.key_concepts.map((c) => c.concept_title)).not.toContain('Invented');
    expect(set.flashcards).toHaveLength(2);
    expect(set.quiz_questions).toHaveLength(2);
  });

  it('enforces the invariants of the built-in engine on model output', async () => {
    const answer = validAnswer();
    answer.concepts.push({
      title: 'photosynthesis',
      explanation: 'Again.',
      importance: 2,
      chunk: 1,
    });
    answer.flashcards.push(
      { question: 'What is osmosis?', answer: 'Osmosis', concept: 'Osmosis', chunk: 4 },
      { question: 'Where does the calvin cycle run?', answer: 'Stroma', concept: null, chunk: 2 },
    );
    answer.quiz = [
      {
        question: 'Which process releases energy from glucose?',
        type: 'MCQ',
        correct_answer: 'Cellular respiration',
        distractors: ['cellular respiration', 'Osmosis', 'Osmosis ', 'Diffusion', 'Glycolysis'],
        concept: 'Cellular respiration',
        difficulty: 'Hard',
        chunk: 3,
      },
      {
        question: 'Which process is osmosis?',
        type: 'MCQ',
        correct_answer: 'Osmosis',
        distractors: ['Diffusion'],
        concept: null,
        difficulty: 'easy',
        chunk: 4,
      },
      {
        question: 'Only one option is given.',
        type: 'MCQ',
        correct_answer: 'Diffusion',
        distractors: ['diffusion'],
        concept: null,
        difficulty: 'easy',
        chunk: 4,
      },
      {
        question: 'Chlorophyll reflects green light.',
        type: 'TF',
        correct_answer: 'true',
        distractors: ['Maybe', 'true'],
        concept: null,
        difficulty: 'easy',
        chunk: 1,
      },
      {
        question: 'Chlorophyll is blue.',
        type: 'TF',
        correct_answer: 'Perhaps',
        distractors: [],
        concept: null,
        difficulty: 'easy',
        chunk: 1,
      },
    ];
    stub.chatAnswers.push(JSON.stringify(answer));
    const set = await run();
    const photosynthesis = set.key_concepts.filter((c) => /photosynthesis/i.test(c.concept_title));
    expect(photosynthesis).toHaveLength(1);
    expect(set.flashcards.map((c) => c.question)).toEqual([
      'Where does the Calvin cycle run?',
      'Which process releases energy from glucose?',
    ]);
    expect(set.quiz_questions).toEqual([
      {
        question: 'Which process releases energy from glucose?',
        question_type: 'MCQ',
        correct_answer: 'Cellular respiration',
        distractors: ['Osmosis', 'Diffusion', 'Glycolysis'],
        concept_index: 1,
        difficulty: 'hard',
        source: {
          source_page_number: 3,
          source_video_timestamp_start_seconds: null,
          source_video_timestamp_end_seconds: null,
        },
      },
      {
        question: 'Chlorophyll reflects green light.',
        question_type: 'TF',
        correct_answer: 'True',
        distractors: ['False'],
        concept_index: null,
        difficulty: 'easy',
        source: {
          source_page_number: 1,
          source_video_timestamp_start_seconds: null,
          source_video_timestamp_end_seconds: null,
        },
      },
    ]);
  });

  it('batches long material and keeps chunk numbers global', async () => {
    const page = `${'Enzymes speed up reactions in cells. '.repeat(300)}`;
    const doc: ExtractedDocument = {
      kind: 'pdf',
      language: 'en',
      pageCount: 6,
      segments: Array.from({ length: 6 }, (_, i) => ({ text: page, page: i + 1 })),
    };
    const chunks = chunkDocument(doc);
    const answer = validAnswer();
    answer.concepts = [
      { title: 'Enzyme', explanation: 'Speeds up reactions.', importance: 5, chunk: chunks.length },
    ];
    stub.defaultChat = () => JSON.stringify(answer);
    const set = await generateStudySetWithLlm(
      doc,
      chunks,
      { baseUrl: stub.baseUrl, model: 'm' },
      {},
    );
    expect(stub.requests.length).toBeGreaterThan(1);
    const last = stub.requests.at(-1)?.body as ChatBody;
    expect(last.messages[1]?.content).toContain(`[Chunk ${chunks.length}, page 6]`);
    expect(set.key_concepts).toEqual([expect.objectContaining({ source_page_number: 6 })]);
  });
});
