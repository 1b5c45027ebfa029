// early.js: the HTML runs it first, and it starts main.js (which the HTML preloads). main.js
// holds the federation runtime, which takes a slow phone a few hundred milliseconds to run;
// on a page with a first paint, early.js first reads the configuration, starts the page's
// API reads and adds the remote's first-paint.js, and under the installed app (its code comes
// from the phone at once) it lets the first paint draw before main.js runs. Built on its own
// (shared/webpack/early-script.js), without Module Federation.
import { startFirstPaint } from '../app/first-paint-start';
import { applySavedTheme } from '../app/saved-theme';

applySavedTheme();

/** How long main.js waits for the first paint, at most, under the installed app. */
const FIRST_PAINT_WAIT_MS = 1000;

const main = (document.currentScript as HTMLScriptElement | null)?.dataset.main || '/main.js';

function startMain(): void {
  const script = document.createElement('script');
  script.src = main;
  document.head.append(script);
}

const firstPaint = startFirstPaint(FIRST_PAINT_WAIT_MS);
if (firstPaint && navigator.serviceWorker?.controller) void firstPaint.then(startMain, startMain);
else startMain();
