// Apply the saved theme before anything loads, so the first paint is already dark when the
// user chose dark (the theme store applies it again once React starts).
try {
  if (window.localStorage.getItem('theme') === 'dark') {
    document.documentElement.classList.add('dark');
  }
} catch {
  // Storage blocked: start in the light theme.
}

import { startEarly } from './app/early-start';

// The page's remote starts downloading now, beside the shell's own code (a page's first
// paint, when it has one, was started by early.js before this file ran).
startEarly();

// Async boundary: federation negotiates the shared singletons (React, MUI, the shared
// package) before any of them is evaluated.
void import('./bootstrap');
