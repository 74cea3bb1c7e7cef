import { useEffect, useId, useRef } from 'react';
import { ChatBubble, ChatComposer } from './chat-composer.tsx';
import { useChatTranslation } from './translation.ts';
import type { useChat } from './use-chat.ts';

type Chat = ReturnType<typeof useChat>;
type PanelProps = {
  id: string;
  chat: Chat;
  name: string;
  email: string;
  onMinimise: () => void;
};

/** The open chat: who is chatting, the conversation with times, and the message box. */
export function ChatPanel({ id, chat, name, email, onMinimise }: PanelProps) {
  const { t } = useChatTranslation();
  const titleId = useId();
  return (
    <section id={id} className="chat-panel" aria-labelledby={titleId}>
      <header className="chat-header">
        <div className="chat-who">
          <h2 id={titleId}>{t('title')}</h2>
          <p className="chat-greeting">{t('greeting', { name })}</p>
          <p className="chat-email">{email}</p>
        </div>
        <button
          type="button"
          className="chat-minimise"
          onClick={onMinimise}
          aria-label={t('minimise')}
        >
          <span aria-hidden="true">–</span>
        </button>
      </header>
      {chat.status === 'open' ? null : (
        <p className="chat-status" role="status">
          {t('reconnecting')}
        </p>
      )}
      <ChatMessages chat={chat} />
      <ChatComposer label={t('input')} onSend={chat.send} error={chat.error} hint={t('hint')} />
    </section>
  );
}

function ChatMessages({ chat }: { chat: Chat }) {
  const { t } = useChatTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const count = chat.messages.length + chat.pending.length;
  // The newest message stays in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);
  if (chat.history.isError) {
    return (
      <div className="chat-body">
        <p role="alert">{t('loadFailed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void chat.history.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="chat-body">
      {chat.history.data?.data.has_more ? (
        <button type="button" className="chat-earlier" onClick={() => void chat.loadEarlier()}>
          {t('earlier')}
        </button>
      ) : null}
      <ol
        ref={listRef}
        className="chat-list"
        aria-label={t('messages')}
        aria-live="polite"
        tabIndex={0}
      >
        {count === 0 && chat.history.isSuccess ? (
          <li className="chat-empty">{t('empty')}</li>
        ) : null}
        {chat.messages.map((message) => (
          <ChatBubble
            key={message.id}
            message={message}
            who={message.author === 'user' ? t('you') : (message.operator_name ?? t('operator'))}
            own={message.author === 'user'}
          />
        ))}
        {chat.pending.map((message) => (
          <li key={message.clientId} className="chat-message chat-from-user chat-pending">
            <p className="chat-text">{message.text}</p>
            <span className="chat-meta">{t('sending')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
