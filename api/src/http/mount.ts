import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { LIMITS } from '@fanhub/shared';
import type { AppContext } from '../context.ts';
import { noteErrorAnswer } from './declared-errors.ts';
import { readCall, type Endpoint } from './endpoint.ts';
import { policyChain } from './policies.ts';

/**
 * The one place an endpoint becomes a chain of Express handlers: the policy's middleware, the
 * upload reader, then the handler with validated input, answered by the route's contract. In tests
 * every JSON answer is also checked against its declared schema, and every error answer against the
 * errors the route declares (declared-errors.ts), so the API document cannot drift from the code.
 * `dispatchEndpoints` runs the chain.
 */
export function endpointChain(ctx: AppContext, ep: Endpoint): RequestHandler[] {
  const checkAnswers = ctx.config.NODE_ENV === 'test';
  const { route } = ep;
  const chain: RequestHandler[] = [...policyChain(ctx, ep.policy)];
  if (route.upload && ep.upload) chain.push(ep.upload(route.upload.field));
  if (ep.rawBody) chain.push(express.raw({ type: () => true, limit: LIMITS.maxBodyBytes }));
  const answerWith = (res: Response, answer: unknown) => {
    if (res.headersSent) return;
    if (route.answer === null) return void res.status(route.status ?? 204).end();
    if (answer === undefined || !('parse' in route.answer)) throw new Error(`${route.method} ${route.path} sent no answer`);
    if (checkAnswers) {
      const checked = route.answer.safeParse(answer);
      if (!checked.success) throw new Error(`${route.method} ${route.path}: the answer does not match its schema: ${checked.error.message}`);
      if (res.statusCode !== 200 && res.statusCode !== route.status && !route.answersAlsoWith?.includes(res.statusCode))
        throw new Error(`${route.method} ${route.path}: answered ${res.statusCode}, which its route does not declare in answersAlsoWith`);
    }
    // A handler answers another status with the same JSON (health's 503 while degraded) by setting it.
    res.status(res.statusCode !== 200 ? res.statusCode : (route.status ?? 200)).json(answer);
  };
  // A handler that answers at once (no promise) is answered in the same tick: no promise, no
  // extra microtask. Express 5 passes a rejected promise's error on, as it does a thrown one.
  chain.push((req: Request, res: Response) => {
    const answer = ep.handle(readCall(route, req, res));
    if (answer instanceof Promise) return answer.then((value) => answerWith(res, value));
    answerWith(res, answer);
  });
  if (checkAnswers) {
    const note: ErrorRequestHandler = (err, _req, _res, next) => {
      noteErrorAnswer(ep, err);
      next(err);
    };
    chain.push(note as unknown as RequestHandler);
  }
  return chain;
}
