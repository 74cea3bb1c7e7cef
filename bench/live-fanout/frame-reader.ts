/**
 * Reads a server's WebSocket frames (RFC 6455 section 5.2) out of a TCP byte stream, for the
 * benchmark's raw client. It checks each header (FIN set, no mask: what a server must send, and
 * all this server sends), counts every payload byte, and hands over each whole frame's opcode,
 * length and first payload bytes when its last byte has arrived: the same moment ws emits
 * 'message'. It skips what a client does not need to read one timestamp: no UTF-8 validation,
 * no copy of the payload, no per-socket stream.
 */

export type FrameHandler = (opcode: number, head: Buffer, length: number) => void;

export type FrameReader = { push(chunk: Buffer): void };

/** Frames longer than this are refused: the benchmark's messages are about 2.4 KB. */
const FRAME_BYTES_MAX = 1_048_576;

const headerBytesOf = (lengthCode: number): number =>
  lengthCode === 127 ? 10 : lengthCode === 126 ? 4 : 2;

export const createFrameReader = (headBytesMax: number, onFrame: FrameHandler): FrameReader => {
  /** Header bytes of the next frame, when a chunk ended inside the header. */
  let partialHeader: Buffer | null = null;
  let opcode = 0;
  let length = 0;
  /** Payload bytes of the current frame still to come; 0 between frames. */
  let remaining = 0;
  let headParts: Buffer[] = [];
  let headLength = 0;

  const finishFrame = (): void => {
    const head = headParts.length === 1 ? headParts[0]! : Buffer.concat(headParts);
    headParts = [];
    headLength = 0;
    onFrame(opcode, head, length);
  };

  /** Starts the frame whose header begins at `offset`; returns the header's length, or 0. */
  const startFrame = (data: Buffer, offset: number): number => {
    if (data.length - offset < 2) return 0;
    const first = data[offset]!;
    const second = data[offset + 1]!;
    if ((first & 0x80) === 0) throw new Error('fragmented message from the server');
    if ((second & 0x80) !== 0) throw new Error('masked frame from the server');
    const headerBytes = headerBytesOf(second & 0x7f);
    if (data.length - offset < headerBytes) return 0;
    opcode = first & 0x0f;
    if (headerBytes === 2) length = second & 0x7f;
    else if (headerBytes === 4) length = data.readUInt16BE(offset + 2);
    else length = Number(data.readBigUInt64BE(offset + 2));
    if (length > FRAME_BYTES_MAX) throw new Error(`frame of ${length} bytes`);
    remaining = length;
    return headerBytes;
  };

  return {
    push: (chunk) => {
      const data = partialHeader === null ? chunk : Buffer.concat([partialHeader, chunk]);
      partialHeader = null;
      let offset = 0;
      while (offset < data.length) {
        if (remaining === 0) {
          const headerBytes = startFrame(data, offset);
          if (headerBytes === 0) {
            partialHeader = Buffer.from(data.subarray(offset));
            return;
          }
          offset += headerBytes;
          if (length === 0) finishFrame();
          continue;
        }
        const take = Math.min(remaining, data.length - offset);
        if (headLength < headBytesMax) {
          const part = data.subarray(offset, offset + Math.min(take, headBytesMax - headLength));
          headParts.push(part);
          headLength += part.length;
        }
        offset += take;
        remaining -= take;
        if (remaining === 0) finishFrame();
      }
    },
  };
};
