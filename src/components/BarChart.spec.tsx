import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../format';
import { AppProviders } from '../test/render';
import { BarChart, type Bar } from './BarChart';
import { countAxis } from './chartAxes';

const SERIES = [{ label: 'Insurance', color: '#4e79a7' }, { label: 'PUCC', color: '#f28e2b' }];
const count = (value: number) => formatNumber(value);

function drawn(bars: Bar[], onBarClick?: (index: number) => void) {
  const { container } = render(
    <AppProviders>
      <BarChart label="Documents expiring" bars={bars} series={SERIES} height={224} count={count} onBarClick={onBarClick} legend />
    </AppProviders>,
  );
  const rects = [...container.querySelectorAll('.chart-bar')].map((bar) => ({ fill: bar.getAttribute('fill'), y: Number(bar.getAttribute('y')), height: Number(bar.getAttribute('height')) }));
  const ticks = [...container.querySelectorAll('.chart-count-tick')].map((tick) => tick.textContent);
  return { container, rects, ticks };
}

describe('countAxis', () => {
  it('steps by 1, 2 or 5 times a power of ten, whole, up to the first step at or above the tallest bar', () => {
    expect(countAxis(count, 0).ticks).toEqual([0, 1]);
    expect(countAxis(count, 3).ticks).toEqual([0, 1, 2, 3]);
    expect(countAxis(count, 7).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(countAxis(count, 1998).ticks).toEqual([0, 500, 1000, 1500, 2000]);
    expect(countAxis(count, 400_000).top).toBe(400_000);
  });

  it('is as wide as its widest label (lakhs and crores whole), at least 48 px', () => {
    expect(countAxis(count, 9).width).toBe(48);
    expect(countAxis(count, 400_000).width).toBe(8 + 7 * '4,00,000'.length);
    expect(countAxis(count, 30_000_000).width).toBe(8 + 7 * '3,00,00,000'.length);
  });
});

describe('BarChart', () => {
  it('stacks each bar bottom up, its height in proportion to the count axis, and draws no part for a zero', () => {
    const { rects, ticks } = drawn([
      { tick: '23-11', title: 'Week of 23-11-2026', values: [150_000, 50_000] },
      { tick: '30-11', title: 'Week of 30-11-2026', values: [0, 100_000] },
    ]);
    expect(ticks).toEqual(['0', '50,000', '1,00,000', '1,50,000', '2,00,000']);
    // The plot runs from y 8 to 200 (224 less the row of labels): 192 px for 2,00,000.
    expect(rects).toEqual([
      { fill: '#4e79a7', y: 56, height: 144 },
      { fill: '#f28e2b', y: 8, height: 48 },
      { fill: '#f28e2b', y: 104, height: 96 },
    ]);
  });

  it('names the chart for screen readers, labels each bar, names its values on hover and has a legend', () => {
    const { container } = drawn([{ tick: '23-11', title: 'Week of 23-11-2026', values: [1500, 25] }]);
    expect(screen.getByRole('img', { name: 'Documents expiring' })).toBeInTheDocument();
    expect(container.querySelector('g title')).toHaveTextContent('Week of 23-11-2026 Insurance: 1,500 PUCC: 25');
    expect(screen.getByText('23-11')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Insurance', 'PUCC']);
  });

  it('tells which bar was clicked', async () => {
    const onBarClick = vi.fn();
    const { container } = drawn([{ tick: 'a', title: 'A', values: [1, 2] }, { tick: 'b', title: 'B', values: [3, 4] }], onBarClick);
    await userEvent.click(container.querySelectorAll('.chart-bar')[3]);
    expect(onBarClick).toHaveBeenCalledWith(1);
  });

  it('says when there is nothing to draw', () => {
    drawn([]);
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
  });
});
