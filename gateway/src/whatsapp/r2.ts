import type { MediaBucket } from './media';

/*
 * The Worker's R2 binding (`MEDIA`, gateway/wrangler.toml) as whatsapp/media.ts uses it: R2Bucket's own methods, its
 * overloads narrowed to the one the families' files need (a whole object, or the range a player asks for).
 */
export const mediaBucketOf = (bucket: R2Bucket): MediaBucket => ({
  put: (key, value, options) => bucket.put(key, value, options),
  get: (key, options) => bucket.get(key, options?.range ? { range: options.range } : {}),
  delete: (keys) => bucket.delete(keys),
});
