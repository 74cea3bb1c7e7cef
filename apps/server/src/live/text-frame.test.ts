/**
 * Proves that textFrame builds, for payloads on both sides of each length encoding (7-bit,
 * 16-bit, 64-bit) and for multi-byte UTF-8, the same bytes as ws's own framing of a server's
 * text message (`Sender.frame`, which ws's `send` writes), in one buffer.
 */
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrame } from './text-frame.ts';

type FrameOptions = {
  fin: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
  rsv1: boolean;
};
/** ws exports Sender (wrapper.mjs, index.js) but its types do not declare it. */
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] };
};

const wsFrame = (payload: Buffer): Buffer =>
  Buffer.concat(
    Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
  );

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 127, 2_381, 65_535, 65_536, 70_000])(
    'frames a payload of %i bytes as ws does',
    (length) => {
      const payload = Buffer.alloc(length, 'a');
      const frame = textFrame(payload);
      expect(frame.equals(wsFrame(payload))).toBe(true);
      expect(frame.subarray(frame.length - length).equals(payload)).toBe(true);
    },
  );

  it('counts the length in bytes, not characters', () => {
    const payload = Buffer.from(JSON.stringify({ text: 'emas · 金 · 🪙'.repeat(20) }), 'utf8');
    expect(payload.length).toBeGreaterThan(125);
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });
});
