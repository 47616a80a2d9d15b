import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/yield';

/**
 * True from the frame after the component's first paint. A screen renders what its first paint
 * shows at once and the rest (code loaded on demand, secondary panels) with this, so neither the
 * first paint nor a phone's Largest Contentful Paint waits for that code to download.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // A transition: React renders what comes after the paint in slices of a few milliseconds and
  // lets a tap in between, instead of one long task (a phone's Total Blocking Time).
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
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

/**
 * True once the main thread has been idle after the first paint (or a second has passed):
 * for heavy work a screen can show a moment later, such as the file viewer's pdf.js page, which
 * runs on the page's own thread and would otherwise hold up what the student taps next.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelPaint = afterPaint(() => {
      cancelIdle = whenIdle(() => setIdle(true), 1000, 200);
    });
    return () => {
      cancelPaint();
      cancelIdle?.();
    };
  }, []);
  return idle;
}
