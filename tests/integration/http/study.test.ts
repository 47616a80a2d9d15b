import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlashcardListResponse,
  FlashcardResponse,
  KeyConceptListResponse,
  KeyConceptResponse,
  QuizListResponse,
  QuizResponse,
} from '../../../contract/study';
import { UploadResponse } from '../../../contract/files';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, baseUrl, bearer, startTestServer, type TestServer } from '../harness';

describe.each(DATABASES)('study items API on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let fileId: number;
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
    const fd = new FormData();
    fd.append('files', new Blob(['Mitochondria are the powerhouse of the cell.']), 'bio.txt');
    const res = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(alice),
      body: fd,
    });
    fileId = UploadResponse.parse(await res.json()).data.files[0]?.id ?? 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates, lists, patches and deletes key concepts with the exact envelopes', async () => {
    const base = `/api/v1/files/${fileId}/key-concepts`;
    const created = await call(alice, 'POST', base, {
      concept_title: 'Mitochondrion',
      concept_explanation: 'The organelle that makes ATP.',
      source_page_number: 3,
      is_custom: true,
    });
    expect(created.statusCode).toBe(200);
    const concept = KeyConceptResponse.parse(created.json());
    expect(concept.message).toBe('Key concept added successfully!');
    expect(concept.data).toMatchObject({
      is_custom: true,
      source_page_number: 3,
      source_video_timestamp_start_seconds: null,
    });

    const list = KeyConceptListResponse.parse((await call(alice, 'GET', base)).json());
    expect(list.data.key_concepts.map((c) => c.concept_title)).toEqual(['Mitochondrion']);

    const patched = KeyConceptResponse.parse(
      (
        await call(alice, 'PATCH', `${base}/${concept.data.id}`, { concept_title: 'Mitochondria' })
      ).json(),
    );
    expect(patched.data).toMatchObject({
      concept_title: 'Mitochondria',
      concept_explanation: 'The organelle that makes ATP.',
    });
    expect(patched.message).toBe('Key concept saved!');

    for (const bad of [
      { concept_title: '   ', concept_explanation: 'x' },
      { concept_title: 'x', concept_explanation: 'y', source_page_number: 0 },
      { concept_title: 'x', concept_explanation: 'y', source_video_timestamp_start_seconds: -1 },
      {
        concept_title: 'x',
        concept_explanation: 'y',
        source_video_timestamp_start_seconds: 10,
        source_video_timestamp_end_seconds: 5,
      },
    ]) {
      const res = await call(alice, 'POST', base, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toHaveProperty('loc');
    }
    expect((await call(bob, 'GET', base)).statusCode).toBe(404);
    expect(
      (await call(bob, 'PATCH', `${base}/${concept.data.id}`, { concept_title: 'hacked' }))
        .statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `${base}/${concept.data.id}`)).statusCode).toBe(404);
    const unchanged = KeyConceptListResponse.parse((await call(alice, 'GET', base)).json());
    expect(unchanged.data.key_concepts[0]?.concept_title).toBe('Mitochondria');

    expect((await call(alice, 'DELETE', `${base}/${concept.data.id}`)).statusCode).toBe(200);
    expect(
      KeyConceptListResponse.parse((await call(alice, 'GET', base)).json()).data.key_concepts,
    ).toEqual([]);
  });

  it('creates, updates and deletes flashcards; blank fields are refused', async () => {
    const base = `/api/v1/files/${fileId}/flashcards`;
    const created = FlashcardResponse.parse(
      (
        await call(alice, 'POST', base, {
          file_id: fileId,
          question: 'What makes ATP?',
          answer: 'Mitochondria',
          key_concept_id: null,
          is_custom: true,
        })
      ).json(),
    );
    expect(created.data).toMatchObject({ is_custom: true, key_concept_id: null, file_id: fileId });
    const list = FlashcardListResponse.parse((await call(alice, 'GET', base)).json());
    expect(list.count).toBe(1);
    const updated = FlashcardResponse.parse(
      (
        await call(alice, 'PUT', `${base}/${created.data.id}`, { question: 'Q2', answer: 'A2' })
      ).json(),
    );
    expect(updated.data).toMatchObject({ question: 'Q2', answer: 'A2' });
    expect(updated.message).toBe('Flashcard updated successfully!');
    expect((await call(alice, 'POST', base, { question: ' ', answer: 'x' })).statusCode).toBe(422);
    expect(
      (await call(alice, 'PUT', `${base}/${created.data.id}`, { question: 'x', answer: '' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(bob, 'PUT', `${base}/${created.data.id}`, { question: 'x', answer: 'y' }))
        .statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `${base}/${created.data.id}`)).statusCode).toBe(404);
    const del = await call(alice, 'DELETE', `${base}/${created.data.id}`);
    expect(del.json()).toEqual({ status: 'success', message: 'Flashcard deleted successfully!' });
  });

  it('creates MCQ and TF questions, maps the legacy answer field, defaults difficulty, validates the rules', async () => {
    const base = `/api/v1/files/${fileId}/quiz-questions`;
    const mcq = QuizResponse.parse(
      (
        await call(alice, 'POST', base, {
          file_id: fileId,
          question: 'Powerhouse?',
          question_type: 'MCQ',
          correct_answer: 'Mitochondria',
          distractors: ['Ribosome', ' ', 'Nucleus'],
          key_concept_id: null,
          is_custom: true,
        })
      ).json(),
    );
    expect(mcq.data).toMatchObject({
      difficulty: 'medium',
      distractors: ['Ribosome', 'Nucleus'],
      is_custom: true,
    });
    const tf = QuizResponse.parse(
      (
        await call(alice, 'POST', base, {
          question: 'Cells have mitochondria.',
          question_type: 'TF',
          correct_answer: 'True',
          distractors: ['False'],
        })
      ).json(),
    );
    expect(tf.data.question_type).toBe('TF');

    const noDistractor = await call(alice, 'POST', base, {
      question: 'Q',
      question_type: 'MCQ',
      correct_answer: 'A',
      distractors: [' '],
    });
    expect(noDistractor.statusCode).toBe(422);
    expect(noDistractor.json().detail[0].msg).toBe(
      'MCQ questions must have at least one distractor.',
    );
    expect(
      (
        await call(alice, 'POST', base, {
          question: 'Q',
          question_type: 'TF',
          correct_answer: 'Maybe',
          distractors: [],
        })
      ).statusCode,
    ).toBe(422);

    const legacy = await call(alice, 'PUT', `${base}/${mcq.data.id}`, {
      question: 'Powerhouse of the cell?',
      answer: 'Mitochondrion',
      distractors: ['Golgi'],
    });
    expect(legacy.statusCode).toBe(200);
    expect(QuizResponse.parse(legacy.json()).data).toMatchObject({
      correct_answer: 'Mitochondrion',
      distractors: ['Golgi'],
      difficulty: 'medium',
    });
    const tfBad = await call(alice, 'PUT', `${base}/${tf.data.id}`, {
      question: 'x',
      correct_answer: 'Perhaps',
      distractors: [],
    });
    expect(tfBad.statusCode).toBe(422);
    const hard = await call(alice, 'PUT', `${base}/${tf.data.id}`, {
      question: 'x',
      correct_answer: 'False',
      distractors: ['True'],
      difficulty: 'hard',
    });
    expect(QuizResponse.parse(hard.json()).data.difficulty).toBe('hard');

    const list = QuizListResponse.parse((await call(alice, 'GET', base)).json());
    expect(list.count).toBe(2);
    expect((await call(bob, 'GET', base)).statusCode).toBe(404);
    expect(
      (await call(bob, 'PUT', `${base}/${tf.data.id}`, { question: 'x', correct_answer: 'True' }))
        .statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `${base}/${tf.data.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `${base}/${tf.data.id}`)).statusCode).toBe(200);
    expect(QuizListResponse.parse((await call(alice, 'GET', base)).json()).count).toBe(1);
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    expect((await call(alice, 'GET', '/api/v1/files/999999/flashcards')).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/v1/files/abc/flashcards')).statusCode).toBe(422);
    expect(
      (await call(alice, 'DELETE', `/api/v1/files/${fileId}/flashcards/999999`)).statusCode,
    ).toBe(404);
  });
});
