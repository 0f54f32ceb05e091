// Bit-level writer for H.264 syntax: fixed-width fields and Exp-Golomb codes.

export class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.used += 1;
    if (this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** Unsigned Exp-Golomb, ue(v). */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }

  /** Signed Exp-Golomb, se(v). */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  alignZero(): void {
    while (this.used !== 0) this.bit(0);
  }

  /** Whole bytes, fast path for PCM samples; the writer must be byte-aligned. */
  raw(data: Uint8Array): void {
    if (this.used !== 0) throw new Error('raw bytes need byte alignment');
    for (const byte of data) this.bytes.push(byte);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }
}
