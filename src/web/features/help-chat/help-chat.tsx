import { Bot, LoaderCircle, MessageCircle, X } from 'lucide-react';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatBodyProps } from './chat-body';
import { type ChatContent, chatContentPath } from '../../../shared/chat-content';
import { fill } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/lang';
import { useLang, useMessages } from '../../i18n';
import { onEveryChance, retryingImport } from '../../../islands/deferred';
import { useStableId } from '../../../islands/island-id';
import { useSiteFacts } from '../../islands/page-content';

type ChatBodyComponent = ComponentType<ChatBodyProps>;

/** What the panel shows once loaded: the conversation's code, and its words and answers in the page's language. */
interface Conversation {
  ChatBody: ChatBodyComponent;
  content: ChatContent;
}

// Every page loads only this launcher; the conversation code is fetched once, on demand, with the
// chat's content in the page's language only (an English page never downloads the Tok Pisin
// answers): a JSON file the page pipeline writes from the published content (decision 122), kept
// by the service worker for offline use.
const loadChatBody = retryingImport(() =>
  import('./chat-body').then((module): ChatBodyComponent => module.ChatBody),
);
const loadContent: Readonly<Record<Lang, () => Promise<ChatContent>>> = {
  en: retryingImport(() => fetchContent('en')),
  tpi: retryingImport(() => fetchContent('tpi')),
};

async function fetchContent(lang: Lang): Promise<ChatContent> {
  const response = await fetch(chatContentPath(lang));
  if (!response.ok) throw new Error(`The chat's content was answered ${response.status}.`);
  return (await response.json()) as ChatContent;
}

function loadConversation(lang: Lang): Promise<Conversation> {
  return Promise.all([loadChatBody(), loadContent[lang]()]).then(([ChatBody, content]) => ({
    ChatBody,
    content,
  }));
}

/**
 * The floating help chat (spec sections 2 and 4): a round button that opens a non-modal panel.
 * Focus moves into the panel on open and back to the button on close; Escape closes.
 */
export function HelpChat() {
  const lang = useLang();
  const m = useMessages('layout').chat;
  const facts = useSiteFacts();
  const [open, setOpen] = useState(false);
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useStableId('panel');
  const titleId = useStableId('title');

  const prefetch = () => {
    loadConversation(lang).catch(() => {});
  };

  const load = useCallback(() => {
    setLoadFailed(false);
    loadConversation(lang).then(setConversation, () => setLoadFailed(true));
  }, [lang]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    setOpen(true);
    if (!conversation) load();
  };

  // A conversation that could not load is tried again as soon as the connection may be back.
  useEffect(() => (open && loadFailed ? onEveryChance(load) : undefined), [open, loadFailed, load]);

  // Until the conversation code has arrived, focus waits on the panel itself; then on the input.
  useEffect(() => {
    if (open && !conversation) panelRef.current?.focus();
  }, [open, conversation]);

  let body;
  if (conversation) {
    const { ChatBody, content } = conversation;
    body = (
      <ChatBody
        copy={content.copy}
        quickTopics={content.quickTopics}
        open={open}
        onNavigate={close}
      />
    );
  } else if (loadFailed) {
    body = (
      <div role="alert" className="flex flex-1 flex-col items-start gap-4 px-5 py-6">
        <p className="text-sm leading-6 text-stone-700">
          {fill(m.loadError, { email: facts.supportEmail })}
        </p>
        <button
          type="button"
          onClick={load}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {m.tryAgain}
        </button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm">
        <LoaderCircle
          className="size-5 text-brand-700 motion-safe:animate-spin"
          aria-hidden="true"
        />
        {m.loading}
      </p>
    );
  }

  return (
    // Escape is handled here, so it closes the chat only when focus is on the chat.
    <div
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? m.close : m.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-overlay
        data-steps-aside
        data-chat-launcher
        className="fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-950/30 transition hover:bg-brand-800 active:scale-95 sm:right-6 sm:bottom-6"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>

      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className="fixed inset-x-2 bottom-[5.25rem] z-50 flex h-[40rem] max-h-[calc(100dvh-6.5rem)] flex-col overflow-hidden rounded-2xl bg-white text-stone-700 shadow-2xl ring-1 ring-stone-900/10 focus:outline-none sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-96 sm:max-h-[calc(100dvh-8rem)]"
      >
        <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 ring-2 ring-brand-600"
          >
            <Bot className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold text-white">
              {m.title}
            </h2>
            <p className="truncate text-xs text-brand-100">
              {fill(m.subtitle, { brand: facts.name })}
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-100 transition-colors hover:bg-brand-700 hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{m.closePanel}</span>
          </button>
        </div>
        {body}
      </div>
    </div>
  );
}
