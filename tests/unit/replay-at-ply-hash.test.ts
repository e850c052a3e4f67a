/** The end summary opens a replay at a ply: `#/replay/<id>/<ply>` goes there and back, and the plain replay link is unchanged. */
import { describe, expect, it } from 'vitest';
import { parseHash, screenHash } from '../../src-renderer/stores/navigation';

describe('the replay at a ply in the address', () => {
  it('reads and writes the ply, and keeps the address without one as it was', () => {
    expect(parseHash('#/replay/g12ab/57')).toEqual({ name: 'replay', gameId: 'g12ab', ply: 57 });
    expect(parseHash('#/replay/g12ab')).toEqual({ name: 'replay', gameId: 'g12ab' });
    expect(screenHash({ name: 'replay', gameId: 'g12ab', ply: 57 })).toBe('#/replay/g12ab/57');
    expect(screenHash({ name: 'replay', gameId: 'g12ab' })).toBe('#/replay/g12ab');
    expect(screenHash({ name: 'replay', gameId: 'g12ab', ply: 0 })).toBe('#/replay/g12ab/0');
    // Not a ply: the home screen, as any unknown address.
    expect(parseHash('#/replay/g12ab/x1')).toEqual({ name: 'home' });
  });
});
