// How a remote's first paint tells the shell's entry it is done (drawn, or given up): the
// entry of an installed app holds the app's code back until then (shell/src/index.ts). No
// imports: both main.js and first-paint.js bundle this file.

const SETTLED_EVENT = 'grovekeeper:first-paint';
const SETTLED_KEY = '__grovekeeperFirstPaintSettled__';

type Holder = Record<string, unknown>;

/** Called by the first paint once it has drawn the page, or found it should not. */
export function announceFirstPaint(): void {
  (globalThis as unknown as Holder)[SETTLED_KEY] = true;
  window.dispatchEvent(new Event(SETTLED_EVENT));
}

/**
 * Resolves once the first paint has announced itself, `script` (the first paint's script
 * element) failed to load, or `maxMs` passed: whichever is first.
 */
export function firstPaintSettled(script: HTMLScriptElement, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ((globalThis as unknown as Holder)[SETTLED_KEY]) {
      resolve();
      return;
    }
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener(SETTLED_EVENT, done);
      script.removeEventListener('error', done);
      resolve();
    };
    const timer = window.setTimeout(done, maxMs);
    window.addEventListener(SETTLED_EVENT, done);
    script.addEventListener('error', done);
  });
}
