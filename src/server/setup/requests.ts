import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { refuseHiddenCharacters } from '../address-characters';
import { answerExpectation } from '../client-errors';
import type { Config } from '../config';
import { capConnections } from '../connections';
import { HttpError } from '../http-error';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from '../json-depth';
import { keepSentBody } from '../visitor-lang';

/**
 * What a request must be to reach a route: within the connection caps, with a Host, no hidden
 * characters in its address, a JSON body of bounded depth, then the route's zod schema.
 */
export function acceptRequests(app: FastifyInstance, config: Config): void {
  const isProxy = config.trustProxy ? proxyAddr.compile(config.trustProxy) : () => false;
  capConnections(app.server, {
    max: config.maxConnections,
    perAddress: config.maxConnectionsPerAddress,
    isProxy: (address) => isProxy(address, 0),
    bodyBytesPerSecond: config.requestBody.minBytesPerSecond,
    bodyGraceMs: config.requestBody.graceMs,
    onSlowBody: (request) =>
      app.log.info(
        { method: request.method, url: request.url, address: request.socket.remoteAddress },
        'request body arrived too slowly: answered 408 and closed the connection',
      ),
  });
  app.server.on('checkExpectation', answerExpectation);
  // HTTP/1.1 requires Host (RFC 9112 3.2); Node's own refusal is an empty 400.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new HttpError(400, 'The request has no Host header, which HTTP/1.1 requires.');
    }
  });

  // A NUL, control or bidi character in a path parameter or the query is a 400 (issue 42).
  app.addHook('onRequest', refuseHiddenCharacters);

  // Only JSON bodies are accepted; anything else is a 415 with a sentence.
  app.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser, after a quick refusal of bodies nested too deeply (decision 070).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, JSON_TOO_DEEP), undefined);
    }
    return parseJson(request, text, done);
  });
  // Routes that declare zod schemas (src/shared/schemas) are validated and serialised with them.
  // An answer after validation still follows the language the visitor sent, or their browser.
  app.addHook('preValidation', async (request) => keepSentBody(request));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
