/**
 * An in-process client of the host services speaking the wire contract (JSON
 * texts), for the CLI and tests.
 */
import type { Request, ResponseEnvelope, ResultByType } from '../../src-shared/contract/messages';
import { ContractFailure } from './errors';
import type { ClientConnection, HostServices } from './host-api';

export class HostClient {
  private nextId = 1;
  readonly conn: ClientConnection;
  readonly pushes: unknown[] = [];

  constructor(
    readonly services: HostServices,
    onPush?: (message: unknown) => void,
  ) {
    this.conn = services.connect((text) => {
      const message = JSON.parse(text) as unknown;
      this.pushes.push(message);
      onPush?.(message);
    });
  }

  /** Send one request; resolves to its result or rejects with a ContractFailure. */
  async call<T extends Request['type']>(request: Extract<Request, { type: T }>): Promise<ResultByType[T]> {
    const text = await this.services.handleMessage(this.conn, JSON.stringify({ id: this.nextId++, request }));
    const reply = JSON.parse(text) as ResponseEnvelope;
    if (!reply.ok) throw new ContractFailure(reply.error.code, reply.error.message, reply.error.rule);
    return reply.result as ResultByType[T];
  }

  close(): void {
    this.services.disconnect(this.conn);
  }
}
