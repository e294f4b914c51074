import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../http-error';

/**
 * The routes' rate limits (each route names its own); with REDIS_URL, every process behind a load
 * balancer counts against the same limits. Answers the Redis client, which the app closes.
 */
export async function limitRates(app: FastifyInstance, config: Config): Promise<Redis | undefined> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => void (await redis.quit()));
    // ioredis reconnects by itself; unheard, each failed attempt is printed: say it once, and when it is back.
    let redisDown = false;
    redis.on('error', (error) => {
      if (!redisDown) app.log.warn({ err: error }, 'Redis cannot be reached: limits go uncounted');
      redisDown = true;
    });
    redis.on('ready', () => {
      if (redisDown) app.log.info('Redis answers again');
      redisDown = false;
    });
  }
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not stop visitors' enquiries: without the store, requests go unlimited.
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: () =>
      new HttpError(429, 'Too many requests. Please wait a minute and try again.'),
  });
  return redis;
}
