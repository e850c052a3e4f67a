/**
 * What every part of the host shares (host-services.ts builds it once): the
 * store, the engine worker, the frames kept across rule changes, the log, and
 * whether the host is closing. Each part takes only this and the parts it
 * needs, so it can be built and tested on its own (with a fake engine).
 */
import type { Store } from '../store/store';
import type { EngineClient } from '../worker/spawn';
import type { RuleChanges } from './rule-changes';

/** The settings row of the player's preferences (one player per data folder): getSettings/saveSettings without a key, and the hints' switches. */
export const PLAYER_SETTINGS = 'player';

/** The engine worker as the host's parts use it: requests only (worker/spawn.ts's EngineClient). */
export type Engine = Pick<EngineClient, 'request'>;

export interface HostContext {
  readonly store: Store;
  /** The worker that holds live games and applies moves (first come, first served). */
  readonly engine: Engine;
  /** Frames, and games across rule changes (rule-changes.ts). */
  readonly rules: RuleChanges;
  /** Where background problems go (a bot that failed, a frame not stored). */
  readonly log: (message: string) => void;
  /** True once the host began to close: no new work starts. */
  closing(): boolean;
}
