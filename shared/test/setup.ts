import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A findBy or waitFor gives up after 5 s, not Testing Library's 1 s: a lazily loaded chunk
// (the data grid, the date pickers) can take longer than a second to arrive while the other
// suites keep both cores busy (CI). A text that never comes still fails the test.
configure({ asyncUtilTimeout: 5000 });
