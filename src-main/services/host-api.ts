/**
 * What a transport (Electron IPC, or the browser host's WebSocket) needs from
 * the host services. Both transports carry the same JSON texts defined in
 * `src-shared/contract/messages.ts`; the services validate them.
 */

/** One connected client (a renderer window or a browser tab). */
export interface ClientConnection {
  readonly id: string;
}

export interface HostServices {
  /** Register a client; `send` delivers pushed messages (JSON text) to it. */
  connect(send: (text: string) => void): ClientConnection;
  /** Handle one request text; resolves to the response text. Never rejects. */
  handleMessage(conn: ClientConnection, text: string): Promise<string>;
  /** Forget a client and release the seats it held. */
  disconnect(conn: ClientConnection): void;
  /** Stop the worker and close the database. */
  close(): Promise<void>;
}

export interface HostOptions {
  /** Folder holding tenka.db. */
  dataDir: string;
}
