// Typed arrays to and from the bytea columns of the market store (migration 0007). Little-endian
// on every machine, so a database moved between hosts reads the same.
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

function bytesOf(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

function reversedEvery(bytes: Uint8Array, width: number): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += width) for (let j = 0; j < width; j++) out[i + j] = bytes[i + width - 1 - j]!;
  return out;
}

function checkLength(bytes: Uint8Array, width: number, what: string): void {
  if (bytes.byteLength % width !== 0) throw new RangeError(`Packed ${what} of ${bytes.byteLength} bytes is not a whole number of ${width}-byte values`);
}

export function packInt32(values: Int32Array): Uint8Array {
  return LITTLE_ENDIAN ? bytesOf(values).slice() : reversedEvery(bytesOf(values), 4);
}

export function packFloat64(values: Float64Array): Uint8Array {
  return LITTLE_ENDIAN ? bytesOf(values).slice() : reversedEvery(bytesOf(values), 8);
}

// A copy, not a view: a driver's Buffer may sit at any offset of a shared pool, and a typed array
// needs its own alignment. `new Uint8Array(bytes)` copies; Buffer's own slice() would not.
export function unpackInt32(bytes: Uint8Array): Int32Array {
  checkLength(bytes, 4, 'Int32 array');
  const own = LITTLE_ENDIAN ? new Uint8Array(bytes) : reversedEvery(bytes, 4);
  return new Int32Array(own.buffer, 0, own.byteLength / 4);
}

export function unpackFloat64(bytes: Uint8Array): Float64Array {
  checkLength(bytes, 8, 'Float64 array');
  const own = LITTLE_ENDIAN ? new Uint8Array(bytes) : reversedEvery(bytes, 8);
  return new Float64Array(own.buffer, 0, own.byteLength / 8);
}
