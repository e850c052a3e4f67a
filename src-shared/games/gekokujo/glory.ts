/**
 * Path of Glory (seed §7.4, sheet §12.4): the comeback module. "Ein Spieler,
 * dessen letzter Daimyō besiegt wird, sammelt Ruhmespunkte" — only a player
 * whose last Daimyō has fallen is on the Path and collects Glory Points; a
 * player who still has a Daimyō collects none (and so cannot win by glory).
 */
import type { Seat } from '../../kernel/ruleset';
import { controller, present, totals, type BoardLike } from './board';
import { GLORY_MANDATE, MANDATE } from './data';
import type { GekokujoEvent, GekokujoOptions, GekokujoState } from './types';

type Ev = GekokujoEvent[];
type PathTable = BoardLike & { options: Pick<GekokujoOptions, 'glory'> };

/**
 * On the Path: the module is on and the player's last Daimyō has fallen
 * (a chosen clan, still in the game, no Daimyō on the board — Daimyō are never
 * recruited, so once on the Path a player stays there).
 */
export function onPath(t: PathTable, seat: Seat): boolean {
  const pl = t.players[seat]!;
  return t.options.glory && pl.clan !== null && !pl.eliminated && totals(t, seat).d === 0;
}

export const anyoneOnPath = (t: PathTable): boolean => t.players.some((_, seat) => onPath(t, seat));

/**
 * Sheet §12.4 (v79 §9.1): Ninja Diversion may not target a Mandate province
 * while anyone is on the Path; with nobody on it (or without the module) it may.
 * Checked when the mission is bought: a diversion already placed stays for the
 * round if somebody sets out on the Path later (ours).
 */
export function diversionBarred(t: PathTable, target: number): boolean {
  return (MANDATE as readonly number[]).includes(target) && anyoneOnPath(t);
}

/** Sole control (no allied units either), as the Mandate victory reads it; null when empty or shared. */
export function soleHolder(b: BoardLike, p: number): Seat | null {
  const c = controller(b, p);
  return c !== null && present(b, p).length === 1 ? c : null;
}

/**
 * §7.4 "Erringe die alleinige Kontrolle über eine Mandatsprovinz": +3 to a
 * player on the Path who gains sole control of a Mandate province, by a march
 * into it or by winning the battle there (`before`: its sole holder before that
 * move). A province already held when its owner set out on the Path was not
 * gained there and pays nothing (ours); each province pays a player once a
 * game (ruling, no farming).
 */
export function checkMandateGain(s: GekokujoState, p: number, before: Seat | null, ev: Ev): void {
  if (!s.options.glory || !(MANDATE as readonly number[]).includes(p)) return;
  const c = soleHolder(s, p);
  if (c === null || c === before || !onPath(s, c) || s.gloryMandate[c]!.includes(p)) return;
  s.gloryMandate[c]!.push(p);
  gainGlory(s, c, GLORY_MANDATE, 'mandate', ev);
}

export function gainGlory(s: GekokujoState, seat: Seat, points: number, why: string, ev: Ev): void {
  const pl = s.players[seat]!;
  pl.glory += points;
  ev.push({ type: 'glory', seat, points, total: pl.glory, why });
}
