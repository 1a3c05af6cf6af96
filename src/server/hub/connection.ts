// One client connection: handshake, message dispatch, keep-alive and closing.
// The hub owns the list of connections; this file only speaks the protocol over one socket.
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import {
  checkHandshake,
  close,
  completion,
  handshakeError,
  handshakeOk,
  type InvocationMessage,
  MessageType,
  ProtocolError,
  parseMessage,
  ping,
  RecordReader,
} from './protocol';

export type HubLogger = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

export interface ConnectionSettings {
  keepAliveIntervalMs: number;
  clientTimeoutMs: number;
  maxMessageBytes: number;
  /** Grace period for the WebSocket closing handshake before the socket is destroyed. */
  closeTimeoutMs: number;
}

export interface ConnectionCallbacks {
  /** Runs a hub method; a rejection becomes the completion's error text. */
  invoke(target: string, args: unknown[]): Promise<unknown>;
  errorMessage(error: unknown, target: string): string;
  onClosed(): void;
  log: HubLogger;
}

export class ClientConnection {
  private handshakeDone = false;
  private closed = false;
  private readonly reader: RecordReader;
  /** Invocations run one at a time per connection, in arrival order (as ASP.NET does by default). */
  private queue: Promise<void> = Promise.resolve();
  private readonly pingTimer: NodeJS.Timeout;
  private readonly silenceTimer: NodeJS.Timeout;
  private readonly closedPromise: Promise<void>;

  constructor(
    readonly connectionId: string,
    private readonly socket: WebSocket,
    private readonly settings: ConnectionSettings,
    private readonly callbacks: ConnectionCallbacks,
  ) {
    this.reader = new RecordReader(settings.maxMessageBytes);
    // The client's own pings do not reset its server timeout, so the server must ping.
    this.pingTimer = setInterval(() => {
      if (this.handshakeDone) this.sendRaw(ping());
    }, settings.keepAliveIntervalMs).unref();
    // Re-armed on every received frame (Timeout.refresh is cheap), so it fires only after
    // clientTimeoutMs of silence. It also bounds how long a client may take to handshake.
    this.silenceTimer = setTimeout(() => {
      callbacks.log.debug({ connectionId }, 'hub client timed out');
      this.socket.terminate();
    }, settings.clientTimeoutMs).unref();

    this.closedPromise = new Promise((resolve) => {
      socket.once('close', () => {
        this.closed = true;
        clearInterval(this.pingTimer);
        clearTimeout(this.silenceTimer);
        callbacks.onClosed();
        resolve();
      });
    });
    // Without a listener a socket error (e.g. ECONNRESET) would crash the process; 'close' follows.
    socket.on('error', (error) => callbacks.log.debug({ err: error, connectionId }, 'hub socket error'));
    socket.on('message', (data) => this.receive(data));
  }

  get isOpen(): boolean {
    return this.handshakeDone && !this.closed;
  }

  /** Sends an already encoded record; silently skipped once the socket is no longer open. */
  sendRaw(record: string): void {
    // Strings go out as text frames, which the client's Text transfer format expects.
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(record);
  }

  /**
   * Sends a close message, then closes the socket; resolves once it is closed. The socket is
   * destroyed if the client does not finish the closing handshake in time, so shutdown never hangs.
   */
  close(options: { error?: string; allowReconnect?: boolean } = {}): Promise<void> {
    if (!this.closed) {
      if (this.handshakeDone) this.sendRaw(close(options));
      this.socket.close(1000);
      setTimeout(() => this.socket.terminate(), this.settings.closeTimeoutMs).unref();
    }
    return this.closedPromise;
  }

  private receive(data: RawData): void {
    this.silenceTimer.refresh();
    try {
      for (const record of this.reader.push(toText(data))) {
        if (this.closed) return;
        if (this.handshakeDone) this.handleMessage(record);
        else this.handleHandshake(record);
      }
    } catch (error) {
      // Malformed input ends this connection only; the server and other clients carry on.
      const text = error instanceof ProtocolError ? error.message : 'Invalid message.';
      this.callbacks.log.warn({ connectionId: this.connectionId, reason: text }, 'hub protocol error');
      void this.close({ error: `Connection closed with an error. ${text}` });
    }
  }

  private handleHandshake(record: string): void {
    const error = checkHandshake(record);
    if (error !== undefined) {
      this.sendRaw(handshakeError(error));
      void this.close();
      return;
    }
    this.sendRaw(handshakeOk());
    this.handshakeDone = true;
  }

  private handleMessage(record: string): void {
    const message = parseMessage(record);
    switch (message.type) {
      case MessageType.Invocation:
        this.queue = this.queue.then(() => this.invoke(message));
        return;
      case MessageType.StreamInvocation:
        if (message.invocationId !== undefined) {
          this.sendRaw(
            completion(message.invocationId, { error: 'Streaming hub methods are not supported.' }),
          );
        }
        return;
      case MessageType.Close:
        void this.close();
        return;
      default:
        // Pings only need to reset the silence timer, done in receive(); the rest is ignored.
        return;
    }
  }

  /** Never rejects, and always answers an invocation that carries an invocationId. */
  private async invoke(message: InvocationMessage): Promise<void> {
    const { invocationId, target } = message;
    if (message.streamIds !== undefined && message.streamIds.length > 0) {
      // The client's own protocol fault, answered here as a stream invocation is: the hub never
      // sees it, so it is not logged as the hub's failure nor answered as one (a server fault the
      // client would retry forever; walkthrough 19, D2).
      this.callbacks.log.debug({ connectionId: this.connectionId, target }, 'hub stream arguments refused');
      if (invocationId !== undefined) {
        this.sendRaw(completion(invocationId, { error: 'Streaming arguments are not supported.' }));
      }
      return;
    }
    let reply: string | undefined;
    try {
      const result = await this.callbacks.invoke(target, message.arguments);
      // Encoding inside the try: an unserialisable result becomes an error completion.
      if (invocationId !== undefined) reply = completion(invocationId, { result });
    } catch (error) {
      if (invocationId !== undefined) {
        reply = completion(invocationId, { error: this.callbacks.errorMessage(error, target) });
      } else {
        // A `send()` has nobody to tell, so at least log it.
        this.callbacks.log.warn({ err: error, target, connectionId: this.connectionId }, 'hub send failed');
      }
    }
    if (reply !== undefined) this.sendRaw(reply);
  }
}

/** ws hands text frames over as Buffers (or fragments); hub records are always UTF-8. */
function toText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
