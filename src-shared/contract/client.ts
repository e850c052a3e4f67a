/**
 * A transport-agnostic client for the host contract (`messages.ts`). The
 * renderer builds one over Electron's preload bridge or over a WebSocket to
 * the browser host; both carry the same JSON texts.
 *
 * Pure TypeScript, no DOM or Node imports: usable in the renderer, the
 * preload's types and tests.
 */
import { MENU_COMMANDS, type MenuCommand } from './messages';
import type { BotThinkingPush, ContractError, HintThinkingPush, ErrorCode, GameUpdatePush, PushMessage, Request, RequestType, ResponseEnvelope, ResultByType } from './messages';

/** IPC channel names shared by the Electron main process and the preload. */
export const IPC_REQUEST_CHANNEL = 'tenka:request';
export const IPC_PUSH_CHANNEL = 'tenka:push';

/**
 * What a transport offers: one request text in, its response text out, and
 * pushed texts. This is exactly what the preload exposes as `window.tenka`.
 */
export interface TenkaBridge {
  request(text: string): Promise<string>;
  onPush(callback: (text: string) => void): () => void;
}

/** A request that the host answered with an error, or that never got an answer. */
export class TenkaRequestError extends Error {
  readonly code: ErrorCode | 'transport';
  readonly rule: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(error: ContractError | { code: 'transport'; message: string; rule?: string; params?: Record<string, string | number> }) {
    super(error.message);
    this.name = 'TenkaRequestError';
    this.code = error.code;
    this.rule = error.rule;
    this.params = error.params;
  }
}

export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

export class TenkaClient {
  private nextId = 1;

  constructor(private readonly transport: TenkaBridge) {}

  /** Send one request; resolves to its typed result or rejects with a TenkaRequestError. */
  async call<T extends RequestType>(request: RequestOf<T>): Promise<ResultByType[T]> {
    const id = this.nextId++;
    let text: string;
    try {
      text = await this.transport.request(JSON.stringify({ id, request }));
    } catch (error) {
      throw new TenkaRequestError({ code: 'transport', message: errorMessage(error) });
    }
    const envelope = parseResponse(text);
    if (!envelope) throw new TenkaRequestError({ code: 'transport', message: 'the host sent an unreadable response' });
    if (envelope.id !== id) throw new TenkaRequestError({ code: 'transport', message: `response id ${envelope.id} does not match request ${id}` });
    if (!envelope.ok) throw new TenkaRequestError(envelope.error);
    return envelope.result as ResultByType[T];
  }

  /** Listen for game updates pushed by the host; returns an unsubscribe function. */
  onGameUpdate(callback: (update: GameUpdatePush['update']) => void): () => void {
    return this.transport.onPush((text) => {
      const push = parsePush(text);
      if (push?.push === 'gameUpdate') callback(push.update);
    });
  }

  /** Listen for bots' thinking progress; returns an unsubscribe function. */
  onBotThinking(callback: (push: BotThinkingPush) => void): () => void {
    return this.transport.onPush((text) => {
      const push = parsePush(text);
      if (push?.push === 'botThinking') callback(push);
    });
  }

  /** Listen for the progress of this connection's hints (suggestMove); returns an unsubscribe function. */
  onHintThinking(callback: (push: HintThinkingPush) => void): () => void {
    return this.transport.onPush((text) => {
      const push = parsePush(text);
      if (push?.push === 'hintThinking') callback(push);
    });
  }

  /** Listen for the desktop app's menu commands; returns an unsubscribe function. */
  onMenuCommand(callback: (command: MenuCommand) => void): () => void {
    return this.transport.onPush((text) => {
      const push = parsePush(text);
      if (push?.push === 'menu') callback(push.command);
    });
  }

  /** A remote seat: listen for the host closing the share (docs/lan.md); returns an unsubscribe function. */
  onShareClosed(callback: (gameId: string) => void): () => void {
    return this.transport.onPush((text) => {
      const push = parsePush(text);
      if (push?.push === 'shareClosed') callback(push.gameId);
    });
  }
}

/** Read a response envelope's shape without trusting it further; null when it is not one. */
export function parseResponse(text: string): ResponseEnvelope | null {
  const json = parseJson(text);
  if (!isObject(json) || typeof json.id !== 'number' || typeof json.ok !== 'boolean') return null;
  if (json.ok) return { id: json.id, ok: true, result: json.result };
  const error = json.error;
  if (!isObject(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const contractError: ContractError = { code: error.code as ErrorCode, message: error.message };
  if (typeof error.rule === 'string') contractError.rule = error.rule;
  if (isObject(error.params)) {
    const params = Object.fromEntries(Object.entries(error.params).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>;
    contractError.params = params;
  }
  return { id: json.id, ok: false, error: contractError };
}

/** Read a pushed message; null when the text is not one. */
export function parsePush(text: string): PushMessage | null {
  const json = parseJson(text);
  if (!isObject(json)) return null;
  if (json.push === 'gameUpdate' && isObject(json.update)) return json as unknown as PushMessage;
  if (json.push === 'botThinking' && typeof json.gameId === 'string' && typeof json.seat === 'number' && typeof json.progress === 'number') {
    return json as unknown as PushMessage;
  }
  if (json.push === 'hintThinking' && typeof json.gameId === 'string' && typeof json.seat === 'number' && typeof json.progress === 'number') {
    return json as unknown as PushMessage;
  }
  if (json.push === 'menu' && (MENU_COMMANDS as readonly unknown[]).includes(json.command)) return json as unknown as PushMessage;
  if (json.push === 'shareClosed' && typeof json.gameId === 'string') return json as unknown as PushMessage;
  return null;
}

/** True when a host text is a push rather than a response. */
export function isPushText(text: string): boolean {
  const json = parseJson(text);
  return isObject(json) && typeof json.push === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
