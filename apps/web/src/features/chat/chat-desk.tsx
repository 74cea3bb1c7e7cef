import type { ChatConversation } from '@emas/api';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { useOperatorSession } from '../operator/index.ts';
import { ChatBubble, ChatComposer } from './chat-composer.tsx';
import { chatTime } from './chat-time.ts';
import './chat.css';
import { useChatTranslation } from './translation.ts';
import { useOperatorChat } from './use-operator-chat.ts';

/** The console's chat desk: conversations with unread counts, one opened, answered live. */
export function ChatDesk() {
  const { t } = useChatTranslation();
  const session = useOperatorSession();
  const [selected, setSelected] = useState<string | null>(null);
  const desk = useOperatorChat(session?.token ?? null, selected);
  const rows = desk.conversations.data?.data.body ?? [];
  const open = desk.conversation.data?.data;
  return (
    <section className="operator-card chat-desk" aria-labelledby="chat-desk-heading">
      <h1 id="chat-desk-heading">{t('desk.heading')}</h1>
      <p className="operator-muted">{t('desk.intro')}</p>
      <p className="chat-desk-status" role="status">
        {desk.status === 'open' ? t('desk.live') : t('desk.offline')}
      </p>
      <div className="chat-desk-columns">
        <nav aria-label={t('desk.conversations')}>
          {rows.length === 0 && desk.conversations.isSuccess ? <p>{t('desk.none')}</p> : null}
          <ul className="chat-desk-list">
            {rows.map((row) => (
              <ConversationRow
                key={row.id}
                row={row}
                current={row.id === selected}
                onOpen={() => setSelected(row.id)}
              />
            ))}
          </ul>
        </nav>
        {open === undefined ? (
          <p className="operator-muted">{t('desk.choose')}</p>
        ) : (
          <article className="chat-desk-conversation" aria-labelledby="chat-desk-open">
            <h2 id="chat-desk-open">
              {open.conversation.name}{' '}
              <span className="operator-muted">{open.conversation.hin ?? '-'}</span>
            </h2>
            <p className="operator-muted">{open.conversation.email ?? '-'}</p>
            <ol
              className="chat-list chat-desk-messages"
              aria-label={t('messages')}
              aria-live="polite"
              tabIndex={0}
            >
              {open.messages.map((message) => (
                <ChatBubble
                  key={message.id}
                  message={message}
                  who={
                    message.author === 'user'
                      ? open.conversation.name
                      : (message.operator_name ?? t('operator'))
                  }
                  own={message.author !== 'user'}
                />
              ))}
            </ol>
            <ChatComposer label={t('desk.answer')} onSend={desk.answer} error={desk.error} />
          </article>
        )}
      </div>
    </section>
  );
}

function ConversationRow({
  row,
  current,
  onOpen,
}: {
  row: ChatConversation;
  current: boolean;
  onOpen: () => void;
}) {
  const { t } = useChatTranslation();
  const [language] = useLanguage();
  return (
    <li>
      <button
        type="button"
        className="chat-desk-row"
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
      >
        <span className="chat-desk-name">
          {row.name} <span className="operator-muted">{row.hin ?? '-'}</span>
        </span>
        {row.unread > 0 ? (
          <span className="chat-desk-unread">{t('desk.unread', { count: row.unread })}</span>
        ) : null}
        <span className="chat-desk-last">{row.last_text ?? ''}</span>
        {row.last_at === null ? null : (
          <time dateTime={row.last_at}>{chatTime(row.last_at, language)}</time>
        )}
      </button>
    </li>
  );
}
