import { contrast } from '../../lib/contrast';
import { heatmapAnswer } from '../sharedMarket/testing/marketFixtures';
import { HEAT_SCALES, fitLabel, heatColor, heatTree, textOn, tilesInOrder } from './heatmap';

const scale = HEAT_SCALES.light;

describe('heatColor', () => {
  it('is grey for no change and for an unknown one', () => {
    expect(heatColor(0, scale)).toBe(scale.neutral);
    expect(heatColor(null, scale)).toBe(scale.neutral);
  });

  it('reaches full red or green at ±3 % and stays there beyond', () => {
    expect(heatColor(0.03, scale)).toBe(scale.gain);
    expect(heatColor(0.12, scale)).toBe(scale.gain);
    expect(heatColor(-0.03, scale)).toBe(scale.loss);
    expect(heatColor(-0.5, scale)).toBe(scale.loss);
  });

  it('runs between grey and the end colour below that', () => {
    // Half way from #c4c7ce to #16a34a, channel by channel.
    expect(heatColor(0.015, scale)).toBe('#6db58c');
    expect(heatColor(-0.015, scale)).toBe('#d0777a');
  });
});

describe('textOn', () => {
  it.each(Object.entries(HEAT_SCALES))('picks a label colour that reads on every colour of the %s scale', (_scheme, colours) => {
    for (const change of [-0.03, -0.02, -0.01, 0, 0.01, 0.02, 0.03]) {
      const fill = heatColor(change, colours);
      expect([change, contrast(fill, textOn(fill)) >= 3]).toEqual([change, true]);
    }
  });
});

describe('heatTree', () => {
  it('groups the tiles by sector, largest sector and tile first', () => {
    const tree = heatTree(heatmapAnswer().stockHeatmap.tiles);
    expect(tree.children!.map((group) => [group.label, group.children!.map((tile) => tile.label)])).toEqual([
      ['Technology', ['AAPL', 'MSFT']],
      ['Other', ['VTI']],
      ['Healthcare', ['JNJ']],
    ]);
    expect(tilesInOrder(tree).map((tile) => [tile.id, tile.value, tile.changePercent])).toEqual([
      ['AAPL', 11_746.5, -0.0006],
      ['MSFT', 4_234.6, -0.0106],
      ['VTI', 8_999.4, 0.0097],
      ['JNJ', 1_550.2, null],
    ]);
  });

  it('leaves out tiles with nothing to draw, and keeps a sector named like a symbol apart from it', () => {
    const [aapl] = heatmapAnswer().stockHeatmap.tiles;
    const tree = heatTree([
      { ...aapl!, symbol: 'ZERO', size: 0 },
      { ...aapl!, symbol: 'ENERGY', sector: 'ENERGY', size: 10 },
    ]);
    expect(tree.children!.map((group) => group.id)).toEqual(['sector:ENERGY']);
    expect(tilesInOrder(tree).map((tile) => tile.id)).toEqual(['ENERGY']);
  });
});

describe('fitLabel', () => {
  it('gives the longest label that fits, then the last one cut short, then nothing', () => {
    expect(fitLabel(['AAPL +1.20%', 'AAPL'], 200)).toBe('AAPL +1.20%');
    expect(fitLabel(['AAPL +1.20%', 'AAPL'], 60)).toBe('AAPL');
    expect(fitLabel(['Consumer Cyclical'], 60)).toBe('Consum…');
    expect(fitLabel(['AAPL +1.20%', 'AAPL'], 20)).toBe('');
  });
});
