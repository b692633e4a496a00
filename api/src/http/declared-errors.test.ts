import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParam, route } from '@fanhub/shared';
import { errorsOf, noteErrorAnswer, takeUndeclaredErrorAnswers } from './declared-errors.ts';
import { endpoint } from './endpoint.ts';
import { AppError } from './errors.ts';

const read = route({
  method: 'GET',
  path: '/things/:id',
  summary: 'A thing',
  tag: 't',
  params: { id: idParam('Нет такой вещи', 'thing_not_found') },
  answer: null,
});
const write = route({
  method: 'POST',
  path: '/things',
  summary: 'Make a thing',
  tag: 't',
  body: z.object({ name: z.string() }),
  answer: null,
  errors: { 409: ['thing_exists'] },
});
const codesOf = (codes: Map<number, Set<string>>) => Object.fromEntries([...codes].map(([status, set]) => [status, [...set].sort()]));

describe('the errors an endpoint declares', () => {
  it('are derived from its kind: a path id a 404 (never a 422), a write its body errors, the gate of its action its 401 and 403', () => {
    expect(codesOf(errorsOf(endpoint(read, 'content.read', () => undefined)))).toEqual({
      400: ['bad_request'],
      404: ['thing_not_found'],
      503: ['database_unavailable', 'unavailable'],
    });
    expect(codesOf(errorsOf(endpoint(write, 'content.edit', () => undefined)))).toEqual({
      400: ['bad_json', 'bad_request', 'nul_character'],
      401: ['invalid_token', 'session_ended', 'token_expired', 'unauthorized', 'user_blocked'],
      403: ['forbidden'],
      409: ['thing_exists'],
      413: ['body_too_large', 'too_many_fields'],
      415: ['unsupported_media_type'],
      422: ['validation_failed'],
      503: ['database_unavailable', 'unavailable'],
    });
    // A member gate has no role to refuse: no 403 unless the route declares one.
    expect(errorsOf(endpoint(write, 'auth.session', () => undefined)).has(403)).toBe(false);
  });

  it('notes an error answer the route does not declare (the setup file fails the test file on it), and not a declared one', () => {
    const ep = endpoint(write, 'auth.session', () => undefined);
    noteErrorAnswer(ep, new AppError(409, 'thing_exists', 'Уже есть'));
    noteErrorAnswer(ep, new z.ZodError([]));
    expect(takeUndeclaredErrorAnswers()).toEqual([]);
    noteErrorAnswer(ep, new AppError(409, 'thing_taken', 'Занято'));
    noteErrorAnswer(ep, new AppError(404, 'thing_exists', 'Нет'));
    // An unexpected error is a 500, which the test meeting it fails on: not an answer to declare.
    noteErrorAnswer(ep, new Error('boom'));
    expect(takeUndeclaredErrorAnswers()).toEqual(['POST /things answered 404 `thing_exists`', 'POST /things answered 409 `thing_taken`']);
    expect(takeUndeclaredErrorAnswers()).toEqual([]);
  });
});
