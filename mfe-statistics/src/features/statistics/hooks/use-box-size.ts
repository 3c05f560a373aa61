import { useLayoutEffect, useRef, useState } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The pixel size of the returned element's box, kept current by a ResizeObserver: charts lay out in real pixels
 * so their text stays 12 px on a phone and on a desktop alike. Measured before the first paint (a layout effect),
 * so a chart never appears at the `fallback` size first; the fallback is for where nothing is laid out (jsdom).
 */
export function useBoxSize<T extends Element>(fallback: BoxSize) {
  const box = useRef<T>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      const next = { width: Math.round(width), height: Math.round(height) };
      // Same pixels, same object: no re-render for sub-pixel changes.
      setSize((prev) => (prev?.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, size ?? fallback] as const;
}
