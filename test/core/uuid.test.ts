import { expect } from '@open-wc/testing';
import { newUuid, uuidV4FromBytes } from '../../src/core/uuid.js';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('has the version-4 shape: lowercase hex, version 4, RFC 4122 variant', () => {
    for (let i = 0; i < 200; i += 1) expect(newUuid()).to.match(V4);
  });

  it('never repeats over a few thousand', () => {
    const seen = new Set(Array.from({ length: 5000 }, () => newUuid()));
    expect(seen.size).to.equal(5000);
  });
});

// The path taken on pages without a secure context, where crypto.randomUUID does not exist.
describe('uuidV4FromBytes', () => {
  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(uuidV4FromBytes(new Uint8Array(16).fill(0xff))).to.equal('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4FromBytes(new Uint8Array(16))).to.equal('00000000-0000-4000-8000-000000000000');
  });

  it('keeps every other bit of the bytes, in order', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(uuidV4FromBytes(bytes)).to.equal('00112233-4455-4677-8899-aabbccddeeff');
  });

  it('gives version-4 ids that never repeat from random bytes', () => {
    const ids = Array.from({ length: 5000 }, () => uuidV4FromBytes(crypto.getRandomValues(new Uint8Array(16))));
    for (const id of ids) expect(id).to.match(V4);
    expect(new Set(ids).size).to.equal(5000);
  });
});
