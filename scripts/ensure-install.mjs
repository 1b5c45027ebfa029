import { ensureInstalled } from './lib.mjs';

ensureInstalled();
