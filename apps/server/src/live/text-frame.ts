/** Payloads up to this many bytes have their length in the frame's second byte. */
const LENGTH_7_BIT_MAX = 125;
/** Payloads up to this many bytes have a 16-bit extended length. */
const LENGTH_16_BIT_MAX = 0xffff;
/** First byte of a whole text frame: FIN set, no RSV bits, opcode 1 (text). */
const FIN_TEXT = 0x81;

/**
 * The WebSocket frame a server sends for a text message (RFC 6455 section 5.2): FIN and opcode 1
 * in the first byte, no mask (a server never masks), no RSV bits (the live channel negotiates no
 * extension), the payload length in 7, 16 or 64 bits, then the payload, all in one buffer. These
 * are the bytes ws's own `send` puts on the wire for the same text, built once so that a
 * broadcast can write the same buffer to every socket. `payload` must be UTF-8.
 */
export const textFrame = (payload: Buffer): Buffer => {
  const length = payload.length;
  const headerBytes = length <= LENGTH_7_BIT_MAX ? 2 : length <= LENGTH_16_BIT_MAX ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = FIN_TEXT;
  if (headerBytes === 2) {
    frame[1] = length;
  } else if (headerBytes === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerBytes);
  return frame;
};
