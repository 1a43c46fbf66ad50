import { randomBytes } from 'node:crypto';
import { connect, type TLSSocket } from 'node:tls';
import { buildHello, buildLogin, buildLogout, encodeFrame, type EppResponse, FrameReader, type Greeting, isSuccess, parseGreeting, parseResponse } from './epp-codec.ts';
import { traced } from '../tracing/xray-subsegments.ts';

/**
 * One EPP session over TLS (RFC 5734), used one command at a time: commands queue, each gets a
 * client transaction id and a timeout. The session is opened (greeting + login) on the first
 * command and again on the first command after it was dropped (timeout, closed socket, a
 * 2400/25xx answer). An idle session sends `<hello>` every `keepAliveMs` to stay open.
 */
export interface EppClientOptions {
  host: string;
  port: number;
  username: string;
  password: string;
  /**
   * Where the credentials come from when they are not fixed (e.g. a Secrets Manager secret),
   * asked before every login so a changed password is picked up; overrides username/password.
   */
  credentials?: () => Promise<{ username: string; password: string }>;
  /** PEM of the CA to trust (the simulator's self-signed certificate); system CAs otherwise. */
  ca?: string;
  /** Per step: connect, greeting, login, every command. */
  timeoutMs: number;
  /** 0 turns the keep-alive off. */
  keepAliveMs?: number;
  /**
   * A session silent for longer is replaced before the next command instead of trusted: a
   * frozen Lambda's timers do not fire, and its socket may have died without a close.
   */
  maxIdleMs?: number;
  /** Prefix of the client transaction ids (`<prefix>-<random>-<n>`). */
  transactionPrefix?: string;
}

/** The server could not be reached, closed the connection, or sent garbage. */
export class EppConnectionError extends Error {
  override name = 'EppConnectionError';
}

/** No answer within the timeout; the connection was dropped. */
export class EppTimeoutError extends Error {
  override name = 'EppTimeoutError';
}

/** The server answered with a 2xxx result code. */
export class EppResultError extends Error {
  override name = 'EppResultError';
  constructor(
    readonly resultCode: number,
    readonly resultMessage: string,
    readonly response: EppResponse,
  ) {
    super(`EPP ${resultCode} ${resultMessage}`);
  }
}

/** Result codes after which the session is not trusted any more: reconnect on the next command. */
const sessionEndingCodes = new Set([2400, 2500, 2501, 2502]);

interface Session {
  socket: TLSSocket;
  reader: FrameReader;
  /** The one frame awaited (one command at a time). */
  waiting: { resolve: (xml: string) => void; reject: (error: Error) => void } | undefined;
  closed: boolean;
  greeting: Greeting | undefined;
  /** When the server last sent a frame (ms since the epoch). */
  lastFrameAt: number;
}

export interface CommandOptions {
  /**
   * Safe to send again when the session died under it (check, info). Non-idempotent commands
   * (create, renew, transfer…) are never resent: the caller must find out with `info`.
   */
  idempotent?: boolean;
}

/** A command's name for tracing: `domain:check`, `poll`, `contact:create` (from the frame's first element under <command>). */
export function eppOperation(frame: string): string {
  const command = /<command>\s*<(\w+)([^>]*)>\s*(?:<(\w+:\w+))?/.exec(frame);
  if (!command) return 'unknown';
  return command[3] ? `${command[3]}` : command[1]!;
}

export class EppClient {
  private session: Session | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private counter = 0;
  private keepAliveTimer: NodeJS.Timeout | undefined;
  private readonly prefix: string;

  constructor(private readonly options: EppClientOptions) {
    this.prefix = `${options.transactionPrefix ?? 'OKIS'}-${randomBytes(4).toString('hex')}`;
  }

  /** A fresh client transaction id (3–64 characters, unique per process). */
  nextTransactionId(): string {
    this.counter += 1;
    return `${this.prefix}-${Date.now().toString(36)}-${this.counter}`;
  }

  /**
   * Sends one command (built with the transaction id given) and returns its response when the
   * result code is 1xxx; throws EppResultError (2xxx), EppTimeoutError or EppConnectionError.
   */
  command(build: (clTRID: string) => string, options: CommandOptions = {}): Promise<EppResponse> {
    return this.enqueue(async () => {
      try {
        return await this.send(build);
      } catch (error) {
        // The session died under the command (closed by the server, 2500–2502): open a new
        // one and try once more when the command may be repeated.
        const retry = options.idempotent && (error instanceof EppConnectionError || (error instanceof EppResultError && error.resultCode >= 2500));
        if (!retry) throw error;
        return await this.send(build);
      }
    });
  }

  /** Sends `<hello>` and returns the greeting (also what the keep-alive does). */
  hello(): Promise<Greeting> {
    return this.enqueue(async () => {
      const session = await this.openSession();
      return parseGreeting(await this.exchange(session, buildHello()));
    });
  }

  /** Logs out (best effort) and closes the connection. */
  close(): Promise<void> {
    this.clearKeepAlive();
    return this.enqueue(async () => {
      const session = this.session;
      if (!session || session.closed) return;
      try {
        await this.exchange(session, buildLogout(this.nextTransactionId()));
      } catch {
        // closing anyway
      }
      this.drop(session);
    });
  }

  /** Whether a logged-in session is open right now (for tests and logs). */
  get connected(): boolean {
    return !!this.session && !this.session.closed;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.clearKeepAlive();
    const run = this.queue.then(task, task);
    this.queue = run.then(
      () => this.scheduleKeepAlive(),
      () => this.scheduleKeepAlive(),
    );
    return run;
  }

  private send(build: (clTRID: string) => string): Promise<EppResponse> {
    // One X-Ray subsegment per command when traced, a cold session's greeting and login included
    // (the builders are pure: building once more, without an id, names the command).
    return traced('EPP', { namespace: 'remote', operation: eppOperation(build('')) }, () => this.sendCommand(build));
  }

  private async sendCommand(build: (clTRID: string) => string): Promise<EppResponse> {
    const session = await this.openSession();
    const clTRID = this.nextTransactionId();
    const response = parseFrameAsResponse(await this.exchange(session, build(clTRID)), () => this.drop(session));
    if (response.clTRID !== undefined && response.clTRID !== clTRID) {
      this.drop(session);
      throw new EppConnectionError(`EPP response for ${response.clTRID}, expected ${clTRID}`);
    }
    if (!isSuccess(response.code)) {
      if (sessionEndingCodes.has(response.code)) this.drop(session);
      throw new EppResultError(response.code, response.message, response);
    }
    return response;
  }

  /** The open session, or a new one: connect, read the greeting, log in. */
  private async openSession(): Promise<Session> {
    const current = this.session;
    if (current && !current.closed) {
      if (Date.now() - current.lastFrameAt <= (this.options.maxIdleMs ?? 240_000)) return current;
      this.drop(current);
    }
    this.session = undefined;
    let credentials = { username: this.options.username, password: this.options.password };
    if (this.options.credentials) {
      try {
        credentials = await this.options.credentials();
      } catch (error) {
        throw new EppConnectionError(`EPP credentials unavailable: ${(error as Error).message}`, { cause: error });
      }
    }
    const session = await this.connect();
    try {
      session.greeting = parseGreeting(await this.receive(session));
      const response = parseFrameAsResponse(
        await this.exchange(session, buildLogin({ clientId: credentials.username, password: credentials.password, clTRID: this.nextTransactionId() })),
        () => this.drop(session),
      );
      if (!isSuccess(response.code)) throw new EppResultError(response.code, response.message, response);
    } catch (error) {
      this.drop(session);
      throw error;
    }
    this.session = session;
    return session;
  }

  private connect(): Promise<Session> {
    const { host, port, ca, timeoutMs } = this.options;
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port, ...(ca ? { ca } : {}), servername: isIp(host) ? undefined : host, rejectUnauthorized: true });
      const session: Session = { socket, reader: new FrameReader(), waiting: undefined, closed: false, greeting: undefined, lastFrameAt: Date.now() };
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new EppTimeoutError(`EPP connect to ${host}:${port} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      const failEarly = (error: Error) => {
        clearTimeout(timer);
        session.closed = true;
        reject(new EppConnectionError(`EPP connect to ${host}:${port} failed: ${error.message}`, { cause: error }));
      };
      socket.once('error', failEarly);
      socket.once('secureConnect', () => {
        clearTimeout(timer);
        socket.off('error', failEarly);
        // An idle session must not keep the process alive; a waiting command's timer does.
        socket.unref();
        socket.on('data', (chunk: Buffer) => {
          let frames: string[];
          try {
            frames = session.reader.push(chunk);
          } catch (error) {
            this.fail(session, new EppConnectionError((error as Error).message, { cause: error }));
            return;
          }
          if (frames.length) session.lastFrameAt = Date.now();
          for (const frame of frames) {
            const waiting = session.waiting;
            session.waiting = undefined;
            waiting?.resolve(frame);
          }
        });
        socket.on('error', (error) => this.fail(session, new EppConnectionError(`EPP connection error: ${error.message}`, { cause: error })));
        socket.on('close', () => this.fail(session, new EppConnectionError('EPP connection closed by the server')));
        resolve(session);
      });
    });
  }

  /** Writes a frame and waits for the answer. */
  private exchange(session: Session, xml: string): Promise<string> {
    const answer = this.receive(session);
    session.socket.write(encodeFrame(xml));
    return answer;
  }

  /** Waits for the next frame, at most `timeoutMs`; a timeout drops the connection. */
  private receive(session: Session): Promise<string> {
    if (session.closed) return Promise.reject(new EppConnectionError('EPP connection closed'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        session.waiting = undefined;
        this.drop(session);
        reject(new EppTimeoutError(`EPP server did not answer within ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      session.waiting = {
        resolve: (xml) => {
          clearTimeout(timer);
          resolve(xml);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  private fail(session: Session, error: Error): void {
    const waiting = session.waiting;
    session.waiting = undefined;
    this.drop(session);
    waiting?.reject(error);
  }

  private drop(session: Session): void {
    session.closed = true;
    if (!session.socket.destroyed) session.socket.destroy();
    if (this.session === session) this.session = undefined;
  }

  private scheduleKeepAlive(): void {
    const every = this.options.keepAliveMs ?? 60_000;
    if (every <= 0 || !this.connected) return;
    this.clearKeepAlive();
    this.keepAliveTimer = setTimeout(() => {
      this.keepAliveTimer = undefined;
      if (!this.connected) return;
      // A failed hello drops the session; the next command opens a new one.
      this.hello().catch(() => undefined);
    }, every);
    this.keepAliveTimer.unref();
  }

  private clearKeepAlive(): void {
    if (this.keepAliveTimer) clearTimeout(this.keepAliveTimer);
    this.keepAliveTimer = undefined;
  }
}

function parseFrameAsResponse(xml: string, onProtocolError: () => void): EppResponse {
  try {
    return parseResponse(xml);
  } catch (error) {
    onProtocolError();
    throw new EppConnectionError(`Unexpected EPP frame: ${(error as Error).message}`, { cause: error });
  }
}

const isIp = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');
