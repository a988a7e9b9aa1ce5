import { expect } from '@open-wc/testing';
import { newUuid, UUID, uuidV4FromBytes } from '../../src/core/uuid.js';
import { onlyIn } from '../helpers/engine.js';

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

describe('UUID, the shape of a host id', () => {
  // Pure logic: one engine is enough.
  before(async function () {
    await onlyIn(this, ['chromium']);
  });

  /** zod's GUID pattern (zod/v4/core/regexes.js), which UUID writes shorter. */
  const ZOD_GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

  it('takes any version and either case, and nothing around it', () => {
    for (const id of [newUuid(), newUuid().toUpperCase(), '00000000-0000-0000-0000-000000000000', 'ABCDEF12-3456-7890-abcd-ef1234567890']) expect(UUID.test(id), id).to.equal(true);
    const id = newUuid();
    for (const wrong of ['', id + 'a', id.slice(1), ` ${id}`, `{${id}}`, id.replace(/-/g, ''), id.replace(/-/, '_'), id.replace(/^./, 'g'), `${id.slice(0, 9)}-${id.slice(9)}`]) {
      expect(UUID.test(wrong), wrong).to.equal(false);
    }
  });

  it("agrees with zod's GUID pattern on ids of every length and alphabet near a UUID's", () => {
    const alphabet = '0123456789abcdefABCDEFgG-_ ';
    for (let i = 0; i < 5000; i += 1) {
      const chars = [...newUuid()].map((c) => (Math.random() < 0.03 ? alphabet[Math.floor(Math.random() * alphabet.length)]! : Math.random() < 0.5 ? c.toUpperCase() : c));
      const text = Math.random() < 0.1 ? chars.slice(0, -1).join('') : chars.join('');
      expect(UUID.test(text), text).to.equal(ZOD_GUID.test(text));
    }
  });
});
