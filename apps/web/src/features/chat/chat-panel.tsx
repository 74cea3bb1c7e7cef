import type { ChatMessage } from '@emas/api';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { chatTime } from './chat-time.ts';
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
      <ChatComposer chat={chat} />
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
          <ChatBubble key={message.id} message={message} />
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

function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useChatTranslation();
  const [language] = useLanguage();
  const fromUser = message.author === 'user';
  const who = fromUser ? t('you') : (message.operator_name ?? t('operator'));
  return (
    <li className={`chat-message ${fromUser ? 'chat-from-user' : 'chat-from-operator'}`}>
      <p className="chat-text">{message.text}</p>
      <span className="chat-meta">
        {who} · <time dateTime={message.created_at}>{chatTime(message.created_at, language)}</time>
      </span>
    </li>
  );
}

function ChatComposer({ chat }: { chat: Chat }) {
  const { t } = useChatTranslation();
  const [language] = useLanguage();
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = async () => {
    if (await chat.send(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const error =
    chat.error === null
      ? null
      : chat.error === 'sendFailed'
        ? t('sendFailed')
        : chat.error[language];
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('input')}
      </label>
      <textarea
        id={inputId}
        className="chat-input"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('input')}
        aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
        aria-invalid={error === null ? undefined : true}
        data-chat-input=""
      />
      <button type="submit" className="button button-primary chat-send">
        {t('send')}
      </button>
      {error === null ? null : (
        <p id={errorId} className="chat-error" role="alert">
          {error}
        </p>
      )}
      <p id={hintId} className="chat-hint">
        {t('hint')}
      </p>
    </form>
  );
}
