import type { ChatMessage } from '@emas/api';
import { type KeyboardEvent, useId, useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { chatTime } from './chat-time.ts';
import { useChatTranslation } from './translation.ts';
import type { ChatError } from './use-chat.ts';

/**
 * One message of a conversation, on the reader's side (`own`) or the other's, signed by `who`.
 * The user's panel and the operator's desk show the same bubble from opposite sides.
 */
export function ChatBubble({
  message,
  who,
  own,
}: {
  message: ChatMessage;
  who: string;
  own: boolean;
}) {
  const [language] = useLanguage();
  return (
    <li className={`chat-message ${own ? 'chat-from-user' : 'chat-from-operator'}`}>
      <p className="chat-text">{message.text}</p>
      <span className="chat-meta">
        {who} · <time dateTime={message.created_at}>{chatTime(message.created_at, language)}</time>
      </span>
    </li>
  );
}

type ChatComposerProps = {
  /** The text box's name, also its placeholder. */
  label: string;
  /** Sends the text; the box empties only once it is sent. */
  onSend: (text: string) => Promise<boolean>;
  error: ChatError | null;
  /** The user's panel explains Enter and Shift+Enter under the box; the desk does not. */
  hint?: string;
};

/** The box a message is written in: Enter sends, Shift+Enter breaks the line. */
export function ChatComposer({ label, onSend, error, hint }: ChatComposerProps) {
  const { t } = useChatTranslation();
  const [language] = useLanguage();
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = async () => {
    if (await onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const shown = error === null ? null : error === 'sendFailed' ? t('sendFailed') : error[language];
  const hinted = hint !== undefined;
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        className="chat-input"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={label}
        {...(hinted && {
          'aria-describedby': shown === null ? hintId : `${errorId} ${hintId}`,
          'aria-invalid': shown === null ? undefined : true,
          // The widget focuses the box when it opens.
          'data-chat-input': '',
        })}
      />
      <button type="submit" className={`button button-primary${hinted ? ' chat-send' : ''}`}>
        {t('send')}
      </button>
      {shown === null ? null : (
        <p id={hinted ? errorId : undefined} className="chat-error" role="alert">
          {shown}
        </p>
      )}
      {hinted ? (
        <p id={hintId} className="chat-hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
