import { Bot, Mail, MessageCircle, SendHorizontal } from 'lucide-react';
import { Fragment, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { type FaqTopic, answerParts } from '../../../shared/faq';
import type { ChatCopy } from '../../../shared/words/en/chat';
import { useLang } from '../../i18n';
import { useSiteFacts } from '../../islands/page-content';
import { emailHref, whatsappHref } from './content';
import { type ChatMessage, useConversation } from './use-conversation';

export interface ChatBodyProps {
  /** The conversation's words in the page's language. */
  copy: ChatCopy;
  /** The topics whose questions show under the greeting. */
  quickTopics: readonly FaqTopic[];
  /** Whether the panel is showing: focus moves to the input each time it opens. */
  open: boolean;
  /** Called when a link in an answer takes the visitor to another page. */
  onNavigate: () => void;
}

const footerLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800';

const answerLink =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

/**
 * A link in an answer: a page of this site opens in place (and closes the chat), https: in a new
 * tab, mailto: and tel: as they are; any other address (`//host`, `/\host`, javascript:, data:)
 * shows its words alone (decision 101).
 */
export function AnswerLink({
  text,
  href,
  onNavigate,
  newTab,
}: {
  text: string;
  href: string;
  onNavigate: () => void;
  newTab: string;
}) {
  // One "/" then not "/" or "\": browsers read "//host", "/\host" (and "/<tab>/host") as a host.
  if (/^\/(?![/\\])[^\s\p{Cc}]*$/u.test(href)) {
    return (
      <a href={href} onClick={onNavigate} className={answerLink}>
        {text}
      </a>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={answerLink}>
        {text}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  if (href.startsWith('mailto:') || href.startsWith('tel:')) {
    return (
      <a href={href} className={answerLink}>
        {text}
      </a>
    );
  }
  return text;
}

function MessageText({
  message,
  copy,
  onNavigate,
}: {
  message: ChatMessage;
  copy: ChatCopy;
  onNavigate: () => void;
}) {
  // A visitor's own text is shown as typed: only the bot's answers hold links.
  if (!message.isBot) return message.text;
  return answerParts(message.text).map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <AnswerLink
        key={index}
        text={part.text}
        href={part.href}
        onNavigate={onNavigate}
        newTab={copy.opensInNewTab}
      />
    ),
  );
}

function BotAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
    >
      <Bot className="size-4" />
    </span>
  );
}

/** One message of the conversation: the inbox's content editor shows an answer with it too. */
export function MessageItem({
  message,
  copy,
  onNavigate,
}: {
  message: ChatMessage;
  copy: ChatCopy;
  onNavigate: () => void;
}) {
  const time = message.timestamp.toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <li className={message.isBot ? 'flex items-start gap-2' : 'flex justify-end'}>
      {message.isBot ? <BotAvatar /> : null}
      <div
        className={
          message.isBot
            ? 'max-w-[85%] rounded-2xl rounded-tl-sm bg-stone-100 px-3.5 py-2.5 text-stone-800'
            : 'max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-3.5 py-2.5 text-white'
        }
      >
        <span className="sr-only">{message.isBot ? copy.botSaid : copy.youSaid} </span>
        <p className="text-sm leading-6 break-words whitespace-pre-wrap">
          <MessageText message={message} copy={copy} onNavigate={onNavigate} />
        </p>
        <time
          dateTime={message.timestamp.toISOString()}
          className={`mt-1 block text-xs ${message.isBot ? 'text-stone-600' : 'text-brand-100'}`}
        >
          {time}
        </time>
      </div>
    </li>
  );
}

function TypingIndicator({ text }: { text: string }) {
  return (
    <div className="mt-3 flex items-start gap-2">
      <BotAvatar />
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm bg-stone-100 px-3.5 py-2.5">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-1.5 rounded-full bg-stone-500 motion-safe:animate-bounce" />
          <span className="size-1.5 rounded-full bg-stone-500 motion-safe:animate-bounce motion-safe:[animation-delay:150ms]" />
          <span className="size-1.5 rounded-full bg-stone-500 motion-safe:animate-bounce motion-safe:[animation-delay:300ms]" />
        </span>
        <span className="text-xs text-stone-600">{text}</span>
      </div>
    </div>
  );
}

/** The conversation, quick questions, composer and contact links: loaded on the chat's first opening. */
export function ChatBody({ copy, quickTopics, open, onNavigate }: ChatBodyProps) {
  const { messages, draft, setDraft, submit, ask, quickPending, typing, showQuickQuestions } =
    useConversation(copy, useLang());
  const facts = useSiteFacts();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const quickId = useId();
  const blank = draft.trim() === '';
  const quickQuestions = quickTopics.map((topic) => copy.faq.entries[topic].question);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The newest message (or the typing indicator) is always in view; with the greeting alone, its
  // start is. A hidden panel has no height, so this runs again on opening.
  useLayoutEffect(() => {
    const list = scrollRef.current;
    if (open && list) list.scrollTop = showQuickQuestions ? 0 : list.scrollHeight;
  }, [messages, typing, open, showQuickQuestions]);

  return (
    <>
      {/* Focusable, so keyboard users can scroll back through a long conversation. */}
      <div
        ref={scrollRef}
        role="region"
        aria-label={copy.messagesLabel}
        tabIndex={0}
        className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:-outline-offset-4"
      >
        <div role="log" aria-live="polite" aria-label={copy.conversationLabel}>
          <ol className="space-y-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} copy={copy} onNavigate={onNavigate} />
            ))}
          </ol>
        </div>
        {typing ? <TypingIndicator text={copy.typing} /> : null}
        {showQuickQuestions ? (
          <div className="mt-5 pl-9">
            <p
              id={quickId}
              className="text-xs font-semibold tracking-wide text-stone-600 uppercase"
            >
              {copy.quickQuestionsLabel}
            </p>
            <ul aria-labelledby={quickId} className="mt-2 flex flex-col gap-2">
              {quickQuestions.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    disabled={quickPending}
                    onClick={() => {
                      ask(question);
                      inputRef.current?.focus();
                    }}
                    className="min-h-11 w-full rounded-xl border border-brand-200 bg-brand-50 px-3.5 py-2 text-left text-sm font-medium text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-100 disabled:cursor-wait disabled:opacity-60"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <form
        className="flex items-end gap-2 border-t border-stone-200 px-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
          inputRef.current?.focus();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          placeholder={copy.inputPlaceholder}
          enterKeyHint="send"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter (and Enter while an IME is composing) adds a line.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-3xl border border-stone-300 bg-white px-4 py-2.5 text-base leading-6 text-stone-900 placeholder:text-stone-500 field-sizing-content hover:border-stone-400 focus:border-brand-500 sm:text-sm"
        />
        <button
          type="submit"
          disabled={blank}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-500"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
          <span className="sr-only">{copy.send}</span>
        </button>
      </form>

      <div className="border-t border-stone-200 bg-stone-50 px-3 pt-2 pb-3">
        <p className="text-center text-xs text-stone-600">{copy.humanHelp}</p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <a
            href={whatsappHref(facts.whatsappNumber, copy.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={footerLink}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
            <span className="sr-only"> {copy.opensInNewTab}</span>
          </a>
          <a href={emailHref(facts.supportEmail)} className={footerLink}>
            <Mail className="size-4" aria-hidden="true" />
            {copy.emailUs}
          </a>
        </div>
      </div>
    </>
  );
}
