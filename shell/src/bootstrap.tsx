import { createRoot } from 'react-dom/client';
import { start } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void start(createRoot(container));
