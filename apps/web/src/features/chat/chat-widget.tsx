import { accountEndpoints } from '@emas/api/accounts';
import { chatEndpoints } from '@emas/api/chat';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { useSession } from '../../lib/session.ts';
import { chatKeys } from './chat-calls.ts';
import { ChatPanel } from './chat-panel.tsx';
import './chat.css';
import { OPEN_CHAT_EVENT, takeOpenRequest } from './open-chat.ts';
import { useThirdPartyScript } from './third-party-script.ts';
import { useChatTranslation } from './translation.ts';
import { useChat } from './use-chat.ts';

/**
 * The signed-in shell's live chat: the product's own (a small button bottom-right that opens
 * the panel), or, when the server is configured so, a third party's script instead.
 */
export function ChatWidget() {
  const session = useSession();
  const widget = useQuery({
    ...endpointQuery(chatKeys.widget, chatEndpoints.widget, {}),
    staleTime: Infinity,
  });
  const choice = widget.data?.data;
  useThirdPartyScript(choice?.kind === 'thirdparty' ? choice.script_url : null);
  if (session === null || choice?.kind !== 'builtin') return null;
  return (
    <BuiltinChat
      userId={session.userId}
      fallbackName={session.fullname}
      fallbackEmail={session.email}
    />
  );
}

type BuiltinChatProps = { userId: string; fallbackName: string; fallbackEmail: string };

function BuiltinChat({ userId, fallbackName, fallbackEmail }: BuiltinChatProps) {
  const { t } = useChatTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(takeOpenRequest);
  const chat = useChat(userId, open);
  const account = useQuery({
    ...endpointQuery(chatKeys.account(userId), accountEndpoints.accountInformation, {
      body: { user_id: userId },
    }),
    staleTime: Infinity,
  });
  const info = account.data?.data.body;

  useEffect(() => {
    const onOpen = () => {
      takeOpenRequest();
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);
  // Opening puts the cursor in the message box, ready to type.
  useEffect(() => {
    if (open) document.querySelector<HTMLTextAreaElement>('[data-chat-input]')?.focus();
  }, [open]);

  if (open) {
    return (
      <ChatPanel
        id={panelId}
        chat={chat}
        name={info?.first_name || fallbackName}
        email={info?.email || fallbackEmail}
        onMinimise={() => setOpen(false)}
      />
    );
  }
  return (
    <button
      type="button"
      className="chat-launcher"
      aria-expanded={false}
      onClick={() => setOpen(true)}
    >
      <svg className="chat-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 4h16v11H8l-4 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('open')}</span>
      {chat.unread > 0 ? (
        <span className="chat-badge">
          <span aria-hidden="true">{chat.unread}</span>
          <span className="visually-hidden">{t('unread', { count: chat.unread })}</span>
        </span>
      ) : null}
    </button>
  );
}
