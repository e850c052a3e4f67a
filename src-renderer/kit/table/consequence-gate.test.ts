/** Issue 22: the kit's warning before send (kit/table/consequence-gate.ts) holds a costly move until confirmed. */
import { describe, expect, it } from 'vitest';
import { useConsequenceGate } from './consequence-gate';

describe('consequence gate', () => {
  it('sends a move without consequences at once; holds one with consequences until confirmed; Cancel sends nothing', () => {
    const sent: string[] = [];
    const gate = useConsequenceGate<string>((m) => (m.startsWith('risky') ? [`${m} costs`] : []), (m) => sent.push(m));
    gate.request('safe');
    expect(sent).toEqual(['safe']);
    expect(gate.held.value).toBeNull();

    gate.request('risky-1');
    expect(sent).toEqual(['safe']);
    expect(gate.held.value).toBe('risky-1');
    expect(gate.lines.value).toEqual(['risky-1 costs']);
    gate.cancel();
    expect(gate.held.value).toBeNull();
    expect(gate.lines.value).toEqual([]);
    expect(sent).toEqual(['safe']);

    gate.request('risky-2');
    gate.confirm();
    expect(sent).toEqual(['safe', 'risky-2']);
    expect(gate.held.value).toBeNull();
    // A second confirm sends nothing more.
    gate.confirm();
    expect(sent).toEqual(['safe', 'risky-2']);
  });
});
