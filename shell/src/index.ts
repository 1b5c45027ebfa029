import { startEarly } from './app/early-start';
import { applySavedTheme } from './app/saved-theme';

applySavedTheme();

// The page's remote starts downloading now, beside the shell's own code (a page's first
// paint, when it has one, was started by early.js before this file ran).
startEarly();

// Async boundary: federation negotiates the shared singletons (React, MUI, the shared
// package) before any of them is evaluated.
void import('./bootstrap');
