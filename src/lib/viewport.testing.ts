// Component tests: a screen `width` px wide as far as CSS media queries go (jsdom has no layout):
// `min-width`/`max-width` queries in px or em (16 px) are answered for that width.
import { afterEach } from 'vitest';

const original = window.matchMedia;

export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean =>
    query
      .split(/\band\b/)
      .map((part) => /\((min|max)-width:\s*([\d.]+)(px|em)\)/.exec(part))
      .every((match) => {
        if (!match) return true;
        const limit = Number(match[2]) * (match[3] === 'em' ? 16 : 1);
        return match[1] === 'min' ? width >= limit : width <= limit;
      });
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original });
});
