import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertProvider } from './alert-dialog.tsx';
import { NoticePresenter } from './notice-presenter.tsx';
import { i18n } from '../lib/i18n.ts';

/** Everything every screen relies on: data cache, translations, alert dialogs and notices. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AlertProvider>
          <NoticePresenter />
          {children}
        </AlertProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
