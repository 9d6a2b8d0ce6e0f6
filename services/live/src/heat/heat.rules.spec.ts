import { heatWrites } from './heat.rules';

describe('heatWrites', () => {
  const quiet = { danmaku: 0, gifts: 0 };

  it('raises a broadcast peak that grew, before the room heat', () => {
    expect(heatWrites([{ id: 1, heat: 0, broadcasts: [{ id: 10, peakOnline: 2 }] }], [5], [quiet])).toEqual([
      { kind: 'peak', broadcastId: 10, peakOnline: 5 },
      { kind: 'heat', roomId: 1, heat: 5 * 10 + 5 * 3 },
    ]);
  });

  it('keeps a higher stored peak and writes nothing unchanged', () => {
    const heat = 1 * 10 + 8 * 3 + 3 * 2 + 4;
    expect(
      heatWrites([{ id: 1, heat, broadcasts: [{ id: 10, peakOnline: 8 }] }], [1], [{ danmaku: 3, gifts: 4 }]),
    ).toEqual([]);
  });

  it('counts the viewers of a room without an open broadcast as its peak, without a peak write', () => {
    expect(heatWrites([{ id: 2, heat: 0, broadcasts: [] }], [3], [quiet])).toEqual([
      { kind: 'heat', roomId: 2, heat: 3 * 10 + 3 * 3 },
    ]);
  });
});
