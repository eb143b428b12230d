import { describe, expect, it } from 'vitest';
import { headerCostTables, mergeRuns, type MeasuredSet } from '../../bench/lib/header-cost-tables';

const set = (route: string, headers: string, fcps: number[], way = 'lighthouse'): MeasuredSet => ({ kind: 'built', route, headers, way, fcps });
const row = (text: string, title: string, headers: string) => {
  const table = text.split('\n\n').find((block) => block.includes(title)) ?? '';
  return table.split('\n').find((line) => line.startsWith(`| ${headers} |`)) ?? '';
};

describe('the header bench’s tables', () => {
  const home = [set('/', 'none', [700, 800, 900]), set('/', 'all', [770, 880, 990])];

  it('gives each set its median, spread and cost against « none » on the same page and way', () => {
    const text = headerCostTables([...home, set('/', 'none', [100, 100, 100], 'link'), set('/', 'all', [150, 150, 150], 'link')]);
    expect(row(text, '/, arriving by lighthouse', 'all')).toMatch(/^\| all \| 880 \| 770–990 \| 825–935 \| 80 \| \+10\.0 % \| [+−][\d.]+ % to \+[\d.]+ % \|$/);
    expect(row(text, '/, arriving by link', 'all')).toContain('| +50.0 % |');
    expect(row(text, '/, arriving by lighthouse', 'none')).toMatch(/\| 0 \| \+0\.0 % \|  \|$/);
  });

  it('pools the routes only when there are several, each against its own « none »', () => {
    expect(headerCostTables(home)).not.toContain('pooled');
    const text = headerCostTables([...home, set('/form/', 'none', [400, 400, 400]), set('/form/', 'all', [440, 440, 440])]);
    expect(text).toContain('The 2 routes pooled');
    expect(text).toMatch(/\| as built \| lighthouse \| all \| \+10\.0 % \| /);
  });

  it('puts the loads of several runs end to end, page by page, way by way and set by set', () => {
    const merged = mergeRuns([home, [set('/', 'all', [1000]), set('/form/', 'all', [500])]]);
    expect(merged).toHaveLength(3);
    expect(merged.find((one) => one.route === '/' && one.headers === 'all')?.fcps).toEqual([770, 880, 990, 1000]);
    expect(merged.find((one) => one.route === '/' && one.headers === 'none')?.fcps).toEqual([700, 800, 900]);
    expect(home[1]?.fcps).toEqual([770, 880, 990]);
  });
});
