import { useEffect, useRef, useState } from 'react';

/**
 * The inline size an element is laid out at, followed as it changes, so a drawing can be made at
 * the size it is shown and its text keeps its size. `fallback` until measured (and where there is
 * no layout, as in tests); never less than `min`.
 */
export function useWidth<T extends HTMLElement>(fallback: number, min: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(Math.max(min, Math.round(element.clientWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return [ref, width] as const;
}
