import type { FastifyInstance } from 'fastify';
import { PICTURE_WIDTHS } from '../content/pictures';
import { readPictureSize } from '../db/repositories/pictures';
import { HttpError } from '../http-error';
import { keepOnlySubresourceHeaders } from '../site';

// '<id>-<width>.webp': the id names the picture's bytes, so an address never changes what it holds.
const MEDIA_FILE = new RegExp(`^([0-9a-f]{64})-(${PICTURE_WIDTHS.join('|')})\\.webp$`);

/**
 * The pictures owners upload, in the sizes the pages use (decision 126), from the database, so
 * every process on it serves them; immutable like the build's hashed assets.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode < 400) keepOnlySubresourceHeaders(reply, true);
  });
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const [, picture = '', width = ''] = MEDIA_FILE.exec(request.params.file) ?? [];
    const size = picture ? await readPictureSize(app.db, picture, Number(width)) : undefined;
    if (!size) throw new HttpError(404, 'There is no such picture.');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(size.contentType)
      .send(size.bytes);
  });
}
