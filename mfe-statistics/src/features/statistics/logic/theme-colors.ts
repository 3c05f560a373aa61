import type { ColorRole } from './chart-specs.js';

const FALLBACK: Record<ColorRole | 'border', string> = {
  accent: '#2563eb',
  muted: '#6b7280',
  success: '#15803d',
  danger: '#b91c1c',
  warning: '#b45309',
  text: '#111827',
  border: '#d1d5db',
};

export type ThemeColors = typeof FALLBACK;

/**
 * The current values of the page's theme variables. Canvas cannot use `var(--…)`, so charts read them here and
 * again whenever dark mode flips them.
 */
export function readThemeColors(root: Element = document.documentElement): ThemeColors {
  const style = getComputedStyle(root);
  const read = (name: keyof ThemeColors) =>
    style.getPropertyValue(`--kaspit-${name}`).trim() || FALLBACK[name];
  return {
    accent: read('accent'),
    muted: read('muted'),
    success: read('success'),
    danger: read('danger'),
    warning: read('warning'),
    text: read('text'),
    border: read('border'),
  };
}
