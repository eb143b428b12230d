import { describe, expect, it } from 'vitest';
import { mapBucketSize } from '../../pipeline/headers';

const key = (length: number) => `/${'a'.repeat(length - 1)}`;

// Checked against nginx 1.22 (`nginx -t`): a map keyed by a 46-byte path starts with the default 64-byte
// buckets, a 47-byte one stops it with « could not build map_hash, you should increase map_hash_bucket_size: 64 ».
describe('the bucket size of the nginx maps keyed by page', () => {
  it('stays at nginx’s default while the longest path fits it', () => {
    expect(mapBucketSize([key(10), key(46)])).toBe(64);
  });
  it('doubles as soon as the longest path no longer fits, as a long position slug does', () => {
    expect(mapBucketSize([key(47)])).toBe(128);
    expect(mapBucketSize([key(110)])).toBe(128);
    expect(mapBucketSize([key(111)])).toBe(256);
  });
  it('counts bytes, not characters', () => {
    expect(mapBucketSize([`/${'é'.repeat(23)}`])).toBe(128);
  });
});
