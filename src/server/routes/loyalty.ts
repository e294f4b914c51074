import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoyaltyLoginSchema,
  type LoyaltyMemberResponse,
  LoyaltySignupSchema,
} from '../../shared/schemas/loyalty';
import { chargeStorage } from '../address-quota';
import { uniqueViolation } from '../db/dialect';
import { HttpError } from '../http-error';
import { findMember, insertMember } from '../db/repositories/loyalty-members';
import { attemptSucceeded, countAttempt, throttleAddress } from '../sign-in-throttle';
import { respondOnce } from './write-once';

export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.rateLimits.formsPerMinute, timeWindow: 60_000 };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/loyalty/signup',
    { schema: { body: LoyaltySignupSchema }, config: { rateLimit } },
    async (request, reply) => {
      const signup = request.body;
      try {
        return await respondOnce<LoyaltyMemberResponse>(request, reply, signup, async (trx) => {
          const member = await insertMember(trx, signup);
          const mailed = await app.mailer.loyaltyJoined(trx, {
            member,
            lang: signup.lang,
            clientAddress: throttleAddress(request.ip),
          });
          await chargeStorage(trx, request, mailed);
          return { statusCode: 201, body: { member } };
        });
      } catch (error) {
        if (uniqueViolation(error)?.includes('email_key')) {
          throw new HttpError(
            409,
            'A Paradise Rewards member with this email already exists. Please sign in instead.',
          );
        }
        throw error;
      }
    },
  );

  typed.post(
    '/api/loyalty/login',
    { schema: { body: LoyaltyLoginSchema }, config: { rateLimit } },
    async (request, reply) => {
      const { email, memberNumber } = request.body;
      // Counted before the check, for this email from this address (decision 036).
      await countAttempt(request, 'loyalty', email);
      const member = await findMember(app.db, email, memberNumber);
      if (!member) {
        // One message whether the email or the number is wrong, so neither can be probed.
        throw new HttpError(401, 'We could not find a member with that email and member number.');
      }
      await attemptSucceeded(request, 'loyalty', email);
      return reply.code(200).send({ member } satisfies LoyaltyMemberResponse);
    },
  );
}
