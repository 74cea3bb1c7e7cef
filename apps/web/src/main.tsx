import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './components/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { loadBrokerBrandings } from './lib/broker-brandings.ts';
import './styles/fonts.css';
import './styles/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The white labels as the brokers' admins set them; the shipped ones show until they arrive.
void loadBrokerBrandings();

createRoot(root).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
