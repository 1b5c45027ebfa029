import { createElement } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config';
import { HarnessApp } from './HarnessApp';

/** Starts a remote alone in its dev server: loads /config/app.json, then renders the harness. */
export async function startHarness(remote: string, Routes: ComponentType): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(createElement(HarnessApp, { remote, Routes }));
}
