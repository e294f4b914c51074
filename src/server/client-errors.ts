import { type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorSentenceFor } from './visitor-lang';

// Node's parser errors (a connection's bytes are not HTTP), said as sentences a person understands.
const PARSER_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please send it again.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large. Please send a shorter request.'],
};
const NOT_HTTP: [number, string] = [400, 'The request could not be read: it is not valid HTTP.'];

/**
 * Answers a connection whose request Node could not parse (or that did not arrive in time) with
 * our JSON {error}, then closes it. Nothing is written once an answer has begun.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = PARSER_ERRORS[error.code ?? ''] ?? NOT_HTTP;
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Node's own answer to an `Expect` other than 100-continue is an empty 417: ours says why. */
export function answerExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({
    error:
      'The Expect header asks for something this server does not do; send the request without it.',
  });
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}

/** The router's own errors: an address with a broken %-escape, mostly. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it has a broken %-escape.'
      : 'The request could not be understood. Please check it and try again.';
  void errorSentenceFor(request, message).then((said) => reply.code(400).send({ error: said }));
}
