import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BODY_LIMIT, bodyTooLarge } from '../body-limits';
import { databaseBusy, databaseUnavailable } from '../db/dialect';
import {
  HttpError,
  databaseBusyError,
  databaseFullError,
  databaseUnavailableError,
} from '../http-error';
import { databaseFull } from '../ops/checks';
import { errorSentenceFor } from '../visitor-lang';

// Fastify's own client errors, said as sentences a person understands.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Please send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; please send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function clientMessage(error: FastifyError | HttpError, request: FastifyRequest): string {
  if (error instanceof HttpError) return error.message;
  // Each route's own limit: the quote request takes more than the others (decision 050).
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return bodyTooLarge(request.routeOptions.bodyLimit ?? BODY_LIMIT);
  }
  // A route's zod schema refused the request: its first problem, in our schemas' own words.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // A body that is JSON but no object (an array, a string, null) is refused as a whole.
    if (
      error.validationContext === 'body' &&
      first?.instancePath === '/' &&
      first.keyword === 'invalid_type'
    ) {
      return 'The request body must be a JSON object.';
    }
    const message = first?.message ?? '';
    // zod's own defaults ("Invalid input: expected object…") are not sentences for people.
    return message && !message.startsWith('Invalid input')
      ? message
      : 'The request is not in the form this address expects. Please check it and try again.';
  }
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code] as string;
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  if (error.statusCode === 429) return 'Too many requests. Please wait a minute and try again.';
  return 'The request could not be understood. Please check it and try again.';
}

/**
 * Every error as JSON `{"error": "<a sentence>"}`: a client's mistake as a 4xx saying what to fix,
 * a database busy, full or out of reach as a 503 to retry, and anything else as a 500 that says
 * nothing internal. Visitors read the sentence in their language; the inbox's API stays English.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (caught: FastifyError, request, reply) => {
    // The client went away before its body arrived (its socket reset): nobody reads an answer,
    // and the reset is not the database's.
    if (request.raw.readableAborted) {
      request.log.info({ err: caught }, 'request dropped by the client before its body arrived');
      return reply.code(400).send({ error: 'The request body did not arrive whole.' });
    }
    // A database still busy after our wait, full or out of reach, is a 503 the client may retry
    // (decisions 039 and 064).
    const error = databaseFull(caught)
      ? databaseFullError()
      : databaseBusy(caught)
        ? databaseBusyError()
        : databaseUnavailable(caught)
          ? databaseUnavailableError()
          : caught;
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    // A 5xx may be the database failing: its sentence is said without asking it.
    const said = (sentence: string, reachDatabase = false) =>
      errorSentenceFor(request, sentence, reachDatabase);
    // Our own 5xx (a 503 the client may retry) carries its sentence; anything else is a bug.
    if (error instanceof HttpError && error.statusCode >= 500) {
      request.log.warn({ err: error }, 'request refused: server busy');
      return reply.code(error.statusCode).send({ error: await said(error.message) });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        error: await said('Something went wrong on our side. Please try again in a moment.'),
      });
    }
    return reply.code(statusCode).send({ error: await said(clientMessage(error, request), true) });
  });
}
