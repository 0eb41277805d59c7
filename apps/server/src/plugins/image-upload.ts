import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_FILE_TOO_BIG, NO_IMAGE_SELECTED } from '@stepup/domain';
import { invalidField } from '../context/validate';

/** The largest upload read (a 4096×2160 photo is a few MB); bigger files are refused unread. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Lets a route plugin take image uploads: one file part of at most MAX_IMAGE_BYTES; no text field
 * is read, so none may be large.
 */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1_000,
      parts: 6,
      headerPairs: 100,
    },
  });
}

/**
 * The multipart field `image` of an upload request, read only when the use case asks for it (after
 * it has checked who is asking): null when nothing was sent; 'No image selected' for a broken form
 * and the size message for a file over the multipart limit.
 */
export function imageUploadOf(request: FastifyRequest): () => Promise<Buffer | null> {
  return async () => {
    if (!request.isMultipart()) return null;
    try {
      const file = await request.file();
      return file ? await file.toBuffer() : null;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidField('image', IMAGE_FILE_TOO_BIG);
      if (code?.startsWith('FST_')) throw invalidField('image', NO_IMAGE_SELECTED);
      throw err;
    }
  };
}
