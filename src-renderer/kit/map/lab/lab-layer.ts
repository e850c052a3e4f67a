/**
 * The map lab's layer: no pieces, each province tinted by its circuit
 * (gokishichidō) so the shapes read, borders between circuits drawn bolder,
 * and the MB board's short names for a crowded view.
 */
import { MB_PROVINCES } from '@shared/maps/mb-board';
import type { MapSceneApi, PieceLayer } from '../piece-layer';
import { mb68ShortName } from '../boards/mb68/mb68-map';

const CIRCUIT_TINTS: Readonly<Record<string, number>> = {
  Kinai: 0xe3a58e,
  'Tōkaidō': 0xe8d183,
  'Tōsandō': 0xb3c795,
  'Hokurikudō': 0xbfa8cc,
  "San'indō": 0x9fc3c9,
  "San'yōdō": 0xd3b48e,
  'Nankaidō': 0xe0b8c4,
  'Saikaidō': 0xc9c08f,
};

const CIRCUIT = new Map(MB_PROVINCES.map((p) => [p.id, p.circuit]));

export class CircuitLayer implements PieceLayer {
  attach(scene: MapSceneApi): void {
    for (const p of scene.map.provinces) {
      scene.setFill(p.id, CIRCUIT_TINTS[CIRCUIT.get(p.id) ?? ''] ?? 0xece4d0);
      scene.setLabel(p.id, { text: p.name, short: mb68ShortName(p.id, p.name) });
    }
    scene.restrokeLines();
    scene.layout();
  }

  detach(): void {}

  borderGroup(id: string): string | null {
    return CIRCUIT.get(id) ?? null;
  }
}
