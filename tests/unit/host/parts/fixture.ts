/**
 * The host's parts built on their own, for their tests: a real store in a
 * temporary folder and the real engine code run in this thread (EngineHost,
 * what the worker runs), with every request it gets written down. No worker
 * is started, so these tests are quick; tests/unit/host/services.test.ts and
 * its neighbours test the parts joined, with workers.
 */
import { afterEach } from 'vitest';
import type { Request } from '../../../../src-shared/contract/messages';
import { Connections, type Connection, type Dispatch } from '../../../../src-main/services/connections';
import { ContractFailure } from '../../../../src-main/services/errors';
import type { HostContext } from '../../../../src-main/services/host-context';
import { RuleChanges } from '../../../../src-main/services/rule-changes';
import { Sessions, type Session } from '../../../../src-main/services/sessions';
import { Store } from '../../../../src-main/store/store';
import { EngineHost } from '../../../../src-main/worker/engine';
import type { RequestOf, WorkerOp, WorkerResults } from '../../../../src-main/worker/protocol';
import { tempDir } from '../helpers';

const open: Store[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

/** The engine as the parts see it, in this thread, keeping a list of the ops asked of it. */
export function inThreadEngine(): { request<K extends WorkerOp>(r: RequestOf<K>): Promise<WorkerResults[K]>; ops: string[]; host: EngineHost } {
  const host = new EngineHost({ testBots: true });
  const ops: string[] = [];
  return {
    host,
    ops,
    request: <K extends WorkerOp>(r: RequestOf<K>) => {
      ops.push(r.op);
      return host.handle(r) as Promise<WorkerResults[K]>;
    },
  };
}

export interface PartsFixture {
  ctx: HostContext & { closingNow: boolean };
  engine: ReturnType<typeof inThreadEngine>;
  logs: string[];
  conns: Connections;
  sessions: Sessions;
  /** Games the sessions said may need a bot (afterChange), unless `onChange` is set to something else. */
  changed: Session[];
  /** What the sessions' afterChange calls (a test of bots sets it to the bot driver's schedule). */
  onChange: (session: Session) => void;
  /** A client connected to `conns`, with the texts pushed to it, and its Connection for direct calls. */
  client(): { conn: Connection; pushes: unknown[] };
}

/** Store, engine, transport and sessions; `dispatch` answers requests (default: refuses them). */
export function partsFixture(dispatch: Dispatch = () => Promise.reject(new Error('no dispatch in this test'))): PartsFixture {
  const store = Store.open(tempDir('tenka-parts-'));
  open.push(store);
  const engine = inThreadEngine();
  const logs: string[] = [];
  const log = (m: string) => void logs.push(m);
  const ctx = {
    store,
    engine,
    rules: new RuleChanges(store, engine, log),
    log,
    closingNow: false,
    closing(): boolean {
      return ctx.closingNow;
    },
  };
  const conns = new Connections(dispatch, log, () => ctx.closing());
  const changed: Session[] = [];
  const sessions = new Sessions(ctx, conns, (s) => fixture.onChange(s));
  const fixture: PartsFixture = {
    onChange: (s) => void changed.push(s),
    ctx,
    engine,
    logs,
    conns,
    sessions,
    changed,
    client() {
      const pushes: unknown[] = [];
      const conn = conns.connection(conns.connect((text) => void pushes.push(JSON.parse(text))))!;
      return { conn, pushes };
    },
  };
  return fixture;
}

/** A request envelope as a client sends it. */
export const envelope = (id: number, request: Request | Record<string, unknown>): string => JSON.stringify({ id, request });

/** The code a part refused with (a ContractFailure, thrown or as a rejected promise); fails when it was not refused. */
export async function refusal(p: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    if (e instanceof ContractFailure) return e.code;
    throw e;
  }
  throw new Error('not refused');
}
