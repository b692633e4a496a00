import { BracketError } from '@fanhub/shared/tournaments';
import { AppError } from '../../http/errors.ts';

/**
 * The engine's refusals as the API answers them: a score that cannot end the series is bad input
 * (422, under the field), an unknown match or team is a 404, a result a later match depends on is a
 * 409 naming that match; the other refusals are 409 with the engine's code. A corrupt state is a
 * bug and stays a 500.
 */
export function answerOf(err: BracketError): AppError | null {
  switch (err.code) {
    case 'invalid_score':
      return new AppError(422, 'invalid_score', err.message, { errors: [{ field: 'scores', message: err.message }] });
    case 'invalid_settings':
    case 'invalid_team_count':
    case 'duplicate_team':
      return new AppError(422, err.code, err.message);
    case 'unknown_match':
      return new AppError(404, 'match_not_found', err.message);
    case 'unknown_team':
      return new AppError(404, 'team_not_registered', err.message);
    case 'dependent_match_played':
      return new AppError(409, err.code, err.message, { match_id: err.match_id });
    case 'corrupt_state':
      return null;
    default:
      return new AppError(409, err.code, err.message);
  }
}

/** Runs an engine operation; its refusal becomes the API's answer (nothing was written: the operations are pure). */
export function underEngine<T>(operation: () => T): T {
  try {
    return operation();
  } catch (err) {
    const answer = err instanceof BracketError ? answerOf(err) : null;
    throw answer ?? err;
  }
}
