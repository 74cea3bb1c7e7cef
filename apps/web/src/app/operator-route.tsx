import { ChatDesk } from '../features/chat/index.ts';
import { NewsDesk, PromoDesk } from '../features/content/index.ts';
import { SupportDesk } from '../features/help/index.ts';
import {
  type ConsoleDesk,
  OperatorConsole,
  operatorCall,
  useOperatorSession,
} from '../features/operator/index.ts';
import { RegistrationsDesk } from '../features/registration/index.ts';
import { AccountDetailsDesk } from '../features/settings/index.ts';
import { VideosDesk } from '../features/video/index.ts';

/** The desks of the features beyond money, in menu order after the console's own. */
const FEATURE_DESKS: readonly ConsoleDesk[] = [
  { path: 'registrations', entry: 'registrations', page: <RegistrationsDesk /> },
  { path: 'support', entry: 'support', page: <SupportDesk /> },
  {
    path: 'chat',
    entry: 'chat',
    page: <ChatDesk operatorCall={operatorCall} useOperatorSession={useOperatorSession} />,
  },
  { path: 'news', entry: 'news', page: <NewsDesk /> },
  { path: 'promo', entry: 'promo', page: <PromoDesk /> },
  { path: 'videos', entry: 'videos', page: <VideosDesk /> },
  { path: 'account-details', entry: 'settings', page: <AccountDetailsDesk /> },
];

/** /operator/*: the console with every feature's desk. */
export function OperatorRoute() {
  return <OperatorConsole desks={FEATURE_DESKS} />;
}
