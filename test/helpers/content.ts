import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ContentKind } from '../../src/shared/schemas/content';
import { type Signed, as } from './admin-session';

/** An owner saves one item's new value and publishes it (decision 121): the new version's number. */
export async function publishChange(
  app: FastifyInstance,
  owner: Signed,
  change: { kind: ContentKind; key: string; data: unknown },
): Promise<number> {
  const saved = await app.inject({
    method: 'POST',
    url: '/api/admin/content/changes',
    ...as(owner, change),
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const published = await app.inject({
    method: 'POST',
    url: '/api/admin/content/versions',
    ...as(owner, {}),
  });
  expect(published.statusCode, published.body).toBe(201);
  return (published.json() as { version: number }).version;
}

/** A published version's render, as the database holds it (decisions 124 and 127). */
export const renderOf = (app: FastifyInstance, version: number) =>
  app.db
    .selectFrom('content_versions')
    .select(['render_status', 'render_error', 'render_started_at'])
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
