import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShekels, formatWholeShekels } from '@kaspit/domain';
import type { ChartSpec } from '../logic/chart-specs.js';
import { SvgChart } from './svg-chart.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const net: ChartSpec = {
  id: 'net',
  title: 'נטו לפי חודש',
  type: 'bar',
  labels: ['פבר׳', 'מרץ'],
  datasets: [{ label: 'נטו', data: [-250, 599.9], color: ['danger', 'success'] }],
  table: { columns: [], rows: [] },
};

const bars = (container: HTMLElement) => [...container.querySelectorAll<SVGRectElement>('[data-mark="bar"]')];

describe('SvgChart', () => {
  it('is one image named by its title, with a bar per value coloured by its role', () => {
    const { container } = render(<SvgChart spec={net} />);
    const svg = screen.getByRole('img', { name: 'נטו לפי חודש' });
    expect(svg.tagName).toBe('svg');
    expect(bars(container).map((b) => b.dataset.color)).toEqual(['danger', 'success']);
    // Colours come from CSS (the role), never from values written into the SVG.
    expect(container.querySelector('[fill^="#"], [style*="rgb"]')).toBeNull();
  });

  it('draws the first month on the right and the refund below the zero line', () => {
    const { container } = render(<SvgChart spec={net} />);
    const [refund, gain] = bars(container).map((b) => ({
      x: Number(b.getAttribute('x')),
      y: Number(b.getAttribute('y')),
      height: Number(b.getAttribute('height')),
    }));
    expect(refund!.x).toBeGreaterThan(gain!.x);
    // The gain ends where the refund begins: at zero.
    expect(gain!.y + gain!.height).toBeCloseTo(refund!.y);
    const ticks = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(ticks).toContain(formatWholeShekels(0));
    expect(ticks).toContain(formatWholeShekels(-400));
  });

  it('draws a line chart as a line and a dot per point for each series', () => {
    const trend: ChartSpec = {
      ...net,
      id: 'trend',
      type: 'line',
      datasets: [
        { label: 'הוצאות', data: [750, 400.1], color: 'danger' },
        { label: 'הכנסות', data: [500, 1000], color: 'success' },
      ],
    };
    const { container } = render(<SvgChart spec={trend} />);
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    expect(container.querySelectorAll('[data-mark="point"]')).toHaveLength(4);
    expect(bars(container)).toHaveLength(0);
  });

  it("shows a category's label and amounts while it is hovered, with the share where there is one", () => {
    const spec: ChartSpec = {
      ...net,
      id: 'by-payment-method',
      horizontal: true,
      labels: ['מזומן', 'אשראי'],
      datasets: [{ label: 'הוצאה', data: [300.1, 50], color: 'accent' }],
      shares: ['86%', '14%'],
    };
    const { container } = render(<SvgChart spec={spec} />);
    expect(screen.queryByTestId('tooltip-by-payment-method')).toBeNull();
    act(() => void fireEvent.pointerEnter(container.querySelector('[data-band="0"]')!));
    const tooltip = screen.getByTestId('tooltip-by-payment-method');
    expect(tooltip.textContent).toBe(`מזומן` + `הוצאה: ${formatShekels(30010)} (86%)`);
    expect(tooltip.getAttribute('aria-hidden')).toBe('true');
    act(() => void fireEvent.pointerLeave(container.firstElementChild!));
    expect(screen.queryByTestId('tooltip-by-payment-method')).toBeNull();
  });

  it('opens the details on a tap and closes them on a second one, not when the finger lifts', () => {
    const { container } = render(<SvgChart spec={net} />);
    const band = container.querySelector('[data-band="1"]')!;
    act(() => void fireEvent.pointerDown(band, { pointerType: 'touch' }));
    expect(screen.getByTestId('tooltip-net').textContent).toContain(formatShekels(59990));
    act(() => void fireEvent.pointerLeave(container.firstElementChild!, { pointerType: 'touch' }));
    expect(screen.getByTestId('tooltip-net')).toBeTruthy();
    act(() => void fireEvent.pointerDown(band, { pointerType: 'touch' }));
    expect(screen.queryByTestId('tooltip-net')).toBeNull();
  });

  it('draws an empty month as an axis with no bars', () => {
    const { container } = render(
      <SvgChart spec={{ ...net, labels: [], datasets: [{ ...net.datasets[0]!, data: [] }] }} />,
    );
    expect(bars(container)).toHaveLength(0);
    expect(container.querySelectorAll('line').length).toBeGreaterThan(1);
  });

  it('lays out at the size its box is given, and again when the box resizes', () => {
    let width = 360;
    let resized: () => void = () => {};
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ width, height: 256 }) as DOMRect,
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<SvgChart spec={net} />);
    const svg = screen.getByRole('img');
    expect(svg.getAttribute('viewBox')).toBe('0 0 360 256');
    width = 700;
    act(() => resized());
    expect(svg.getAttribute('viewBox')).toBe('0 0 700 256');
  });
});
