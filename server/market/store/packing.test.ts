import { packFloat64, packInt32, unpackFloat64, unpackInt32 } from './packing';

describe('packed typed arrays', () => {
  it('round-trips days and values exactly, NaN included', () => {
    const days = Int32Array.of(-1, 0, 18_262, 2_147_483_647);
    const values = Float64Array.of(0.1, 129.0399932861328, Number.NaN, -0);
    expect([...unpackInt32(packInt32(days))]).toEqual([...days]);
    const back = unpackFloat64(packFloat64(values));
    expect(back[1]).toBe(129.0399932861328);
    expect(Number.isNaN(back[2])).toBe(true);
  });

  it('writes little-endian bytes', () => {
    expect([...packInt32(Int32Array.of(1))]).toEqual([1, 0, 0, 0]);
  });

  it('reads from a buffer at an unaligned offset, as a driver may hand it over', () => {
    const packed = packFloat64(Float64Array.of(1.5, 2.5));
    const pool = new Uint8Array(packed.length + 3);
    pool.set(packed, 3);
    expect([...unpackFloat64(pool.subarray(3))]).toEqual([1.5, 2.5]);
  });

  it('copies out of a Buffer that is a view into a larger pool (Buffer#slice does not copy)', () => {
    const pool = Buffer.alloc(64, 0xff);
    Buffer.from(packInt32(Int32Array.of(19_724, 19_725))).copy(pool, 16);
    expect([...unpackInt32(pool.subarray(16, 24))]).toEqual([19_724, 19_725]);
  });

  it('refuses bytes that are not whole values', () => {
    expect(() => unpackFloat64(new Uint8Array(12))).toThrow('not a whole number of 8-byte values');
  });
});
