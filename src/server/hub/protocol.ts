// The SignalR JSON hub protocol, version 1: framing, handshake and message shapes.
// Pure functions only (and the record reader), so the wire format can be tested without sockets.
// Reference: https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md

/** Every record, the handshake included, ends with the ASCII record separator. */
export const RECORD_SEPARATOR = '\u001e';

/** Message type numbers of the hub protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  /** Absent for fire-and-forget `send()`: then no completion is expected. */
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

/** A message the server understands well enough to act on; anything else is ignored. */
export type IncomingMessage =
  | InvocationMessage
  | { type: typeof MessageType.StreamInvocation; invocationId?: string }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close }
  | { type: 'ignored' };

/** A protocol violation: the connection is closed with this message as the close error. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

/** Serialises one record. Throws if the payload cannot be serialised (e.g. a BigInt). */
export function encode(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/**
 * Splits incoming text into records. A record may arrive split over several frames or
 * several records in one frame, so the unfinished tail is kept until its separator arrives.
 * Every record is held to the hub's message limit, in UTF-8 bytes as ASP.NET Core counts them,
 * whether it came whole or in parts: the frame's own limit is larger (attach.ts), since
 * SignalR's JS client sends the messages queued together in one frame. The tail is bounded
 * too, so a client that never sends a separator cannot exhaust memory.
 */
export class RecordReader {
  private tail = '';

  constructor(private readonly maxRecordBytes: number) {}

  push(text: string): string[] {
    const parts = (this.tail + text).split(RECORD_SEPARATOR);
    // The last part is either '' (input ended on a separator) or an unfinished record.
    this.tail = parts.pop() ?? '';
    for (const part of [...parts, this.tail]) {
      if (this.overLimit(part)) throw new ProtocolError('Message exceeds the maximum size.');
    }
    return parts;
  }

  /** A UTF-8 character takes at most three bytes per UTF-16 unit: most records need no count. */
  private overLimit(record: string): boolean {
    if (record.length * 3 <= this.maxRecordBytes) return false;
    return record.length > this.maxRecordBytes || Buffer.byteLength(record) > this.maxRecordBytes;
  }
}

/** Parses the handshake request; returns an error text to send back, or undefined when accepted. */
export function checkHandshake(record: string): string | undefined {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (!isObject(request) || typeof request.protocol !== 'string') {
    return 'Handshake request is missing the protocol.';
  }
  if (request.protocol !== 'json') {
    return `The protocol '${request.protocol}' is not supported.`;
  }
  if (request.version !== 1) {
    return `The server does not support version ${String(request.version)} of the 'json' protocol.`;
  }
  return undefined;
}

/** Parses one record after the handshake. Throws ProtocolError on malformed input. */
export function parseMessage(record: string): IncomingMessage {
  let message: unknown;
  try {
    message = JSON.parse(record);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (!isObject(message) || typeof message.type !== 'number') {
    throw new ProtocolError('Message has no type.');
  }
  // A number here was taken for no id: the method ran as a send() and its caller, waiting on the
  // id it sent, never heard (walkthrough 33, O4). ASP.NET Core's hub refuses it too.
  if (message.invocationId !== undefined && typeof message.invocationId !== 'string') {
    throw new ProtocolError('The invocation id is not a string.');
  }
  const invocationId = message.invocationId;
  switch (message.type) {
    case MessageType.Invocation: {
      const { target, arguments: args, streamIds } = message;
      if (typeof target !== 'string' || !Array.isArray(args)) {
        throw new ProtocolError('Invocation has no target or arguments.');
      }
      const streams = Array.isArray(streamIds) ? streamIds.filter((id) => typeof id === 'string') : undefined;
      return { type: MessageType.Invocation, invocationId, target, arguments: args, streamIds: streams };
    }
    case MessageType.StreamInvocation:
      return { type: MessageType.StreamInvocation, invocationId };
    case MessageType.Ping:
      return { type: MessageType.Ping };
    case MessageType.Close:
      return { type: MessageType.Close };
    default:
      // Stream items, cancellations, client results and stateful-reconnect acks (never
      // negotiated here) need no action; unknown future types are ignored as the spec asks.
      return { type: 'ignored' };
  }
}

export const handshakeOk = (): string => encode({});
export const handshakeError = (error: string): string => encode({ error });
export const ping = (): string => encode({ type: MessageType.Ping });

export function completion(invocationId: string, outcome: { result: unknown } | { error: string }): string {
  return encode({ type: MessageType.Completion, invocationId, ...outcome });
}

/** A server push: an invocation without invocationId, so the client sends nothing back. */
export function invocation(target: string, args: unknown[]): string {
  return encode({ type: MessageType.Invocation, target, arguments: args });
}

/**
 * allowReconnect tells a client with automatic reconnect to try again (server shutdown);
 * without it the client goes straight to `onclose` (protocol errors).
 */
export function close(options: { error?: string; allowReconnect?: boolean }): string {
  return encode({ type: MessageType.Close, ...options });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
