import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import '../workers/calc-probe.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { reloadRestoredPagesOfAnotherSession } from './lib/session.ts';

reloadRestoredPagesOfAnotherSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
