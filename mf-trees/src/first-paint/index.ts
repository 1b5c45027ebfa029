// mf-trees' first paint (dist/first-paint.js): the shell's entry loads it for the field pages
// (a tree, its public tag page, tree tagging) while the app's code is still downloading. On a
// phone over a mobile connection that code takes seconds to arrive and run; this small script
// draws the page's first screen from the page's early API read (the answer the page's code
// then takes as its own), in the app's look, inside the HTML's frame. No React, MUI or
// federation runtime here: only the shared package's first-paint kit.
import { runFirstPaint } from '@grovekeeper/shared/first-paint';
import { paintFirst } from './paint';

runFirstPaint(paintFirst);
