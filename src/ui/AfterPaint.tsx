import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * True from the frame after the component's first paint. A screen renders what its first paint
 * shows at once and the rest (code loaded on demand, secondary panels) with this, so neither the
 * first paint nor a phone's Largest Contentful Paint waits for that code to download.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * Runs `callback` once what was just committed has been painted: in a task after the next
 * frame's callbacks (the first frame's callbacks run before its paint, whose presentation may
 * come later still). Returns a cancel function.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `children` (typically lazy components) once the screen around them has been painted. */
export function AfterPaint({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
