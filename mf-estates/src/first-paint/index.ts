// mf-estates' first paint (dist/first-paint.js): the shell's entry loads it for the dashboard
// while the app's code is still downloading, and it draws the page's header in the app's look
// (see mf-trees' src/first-paint for the field pages). Only the shared package's kit.
import { runFirstPaint } from '@grovekeeper/shared/first-paint';
import { paintFirst } from './paint';

runFirstPaint(paintFirst);
