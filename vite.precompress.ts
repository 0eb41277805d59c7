import zlib from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Both sites' builds write every script, stylesheet and SVG over 1 KB also as .br and .gz at the
 * highest settings, which the server sends as they are (@fastify/static preCompressed, ADR 047):
 * smaller than compressing on each request, and no CPU spent per request.
 */
export function precompressedAssets() {
  return compression({
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    include: /\.(js|css|svg|json)$/,
    threshold: 1024,
  });
}
