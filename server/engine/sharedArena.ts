/**
 * Typed arrays carved out of one SharedArrayBuffer: an engine run's results (hundreds of holdings,
 * each a few arrays) travel between the worker and the main thread as one shared buffer, never
 * copied, and are kept in the ledger cache as they arrived. Sized up front (see `ArenaSize`), then
 * filled in the same order.
 */

/** Counts what an arena must hold, in the order it will be carved. */
export class ArenaSize {
  private bytes = 0;
  int32(length: number): void {
    this.bytes = align(this.bytes, 4) + 4 * length;
  }
  float64(length: number): void {
    this.bytes = align(this.bytes, 8) + 8 * length;
  }
  uint8(length: number): void {
    this.bytes += length;
  }
  get total(): number {
    return this.bytes;
  }
}

export class SharedArena {
  private readonly buffer: SharedArrayBuffer;
  private at = 0;
  constructor(bytes: number) {
    // Never zero-length: a view on an empty SharedArrayBuffer is still a valid, empty array.
    this.buffer = new SharedArrayBuffer(Math.max(8, align(bytes, 8)));
  }
  int32(length: number): Int32Array {
    this.at = align(this.at, 4);
    const view = new Int32Array(this.buffer, this.at, length);
    this.at += 4 * length;
    return view;
  }
  float64(length: number): Float64Array {
    this.at = align(this.at, 8);
    const view = new Float64Array(this.buffer, this.at, length);
    this.at += 8 * length;
    return view;
  }
  uint8(length: number): Uint8Array {
    const view = new Uint8Array(this.buffer, this.at, length);
    this.at += length;
    return view;
  }
}

const align = (offset: number, to: number) => Math.ceil(offset / to) * to;
