import { useCallback, useEffect, useRef, useState } from 'react';
import { answerFor } from '../../../shared/faq';
import type { Lang } from '../../../shared/i18n/lang';
import type { ChatCopy } from '../../../shared/words/en/chat';
import { QUICK_SEND_DELAY_MS, REPLY_DELAY_MS } from './content';

/** One line of the conversation (spec section 3, Chat message). */
export interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

// Links between pages are page loads (decision 091): the tab keeps the conversation across them,
// one a language (a Tok Pisin page starts its own, in its words), its last STORED_MESSAGES only,
// and forgets it when the tab closes.
const storageKey = (lang: Lang) => `help-chat.${lang}`;
const STORED_MESSAGES = 50;

function storedConversation(lang: Lang): ChatMessage[] | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(lang)) ?? 'null') as
      (Omit<ChatMessage, 'timestamp'> & { timestamp: string })[] | null;
    if (!Array.isArray(stored) || stored.length === 0) return undefined;
    return stored.map((message) => ({ ...message, timestamp: new Date(message.timestamp) }));
  } catch {
    // Storage blocked or a malformed entry: the conversation starts again.
    return undefined;
  }
}

function storeConversation(lang: Lang, messages: readonly ChatMessage[]): void {
  try {
    sessionStorage.setItem(storageKey(lang), JSON.stringify(messages.slice(-STORED_MESSAGES)));
  } catch {
    // Storage full or blocked: the conversation lasts as long as the page.
  }
}

/**
 * The conversation and its composer: everything is answered locally from the FAQ, never by the
 * server. Each visitor message gets its own reply 1.5 s later, so messages sent while the bot is
 * still "typing" are all answered, in order, in the page's language whatever the question's.
 */
export function useConversation(copy: ChatCopy, lang: Lang) {
  const [messages, setMessages] = useState<ChatMessage[]>(
    () =>
      storedConversation(lang) ?? [
        { id: 0, text: copy.greeting, isBot: true, timestamp: new Date() },
      ],
  );
  const nextId = useRef(Math.max(...messages.map((message) => message.id)) + 1);
  useEffect(() => storeConversation(lang, messages), [lang, messages]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const [quickPending, setQuickPending] = useState(false);
  const timers = useRef(new Set<number>());

  // Replies still waiting when the widget goes away must not land on an unmounted component.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const later = useCallback((delay: number, run: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delay);
    timers.current.add(timer);
  }, []);

  const add = useCallback((text: string, isBot: boolean) => {
    const message: ChatMessage = { id: nextId.current++, text, isBot, timestamp: new Date() };
    setMessages((current) => [...current, message]);
  }, []);

  /** Sends a visitor message; blank or whitespace-only text is ignored. Returns whether it was sent. */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (text === '') return false;
      add(text, false);
      setPendingReplies((count) => count + 1);
      later(REPLY_DELAY_MS, () => {
        add(answerFor(text, copy.faq), true);
        setPendingReplies((count) => count - 1);
      });
      return true;
    },
    [add, later, copy],
  );

  /** Sends what is in the input, unless a quick question is about to send itself. */
  const submit = useCallback(() => {
    if (quickPending) return;
    if (send(draft)) setDraft('');
  }, [draft, quickPending, send]);

  /** A quick question fills the input and sends itself a moment later. */
  const ask = useCallback(
    (question: string) => {
      if (quickPending) return;
      setDraft(question);
      setQuickPending(true);
      later(QUICK_SEND_DELAY_MS, () => {
        send(question);
        setDraft('');
        setQuickPending(false);
      });
    },
    [later, quickPending, send],
  );

  return {
    messages,
    draft,
    setDraft,
    submit,
    ask,
    quickPending,
    typing: pendingReplies > 0,
    /** The quick questions belong to a conversation that holds only the greeting. */
    showQuickQuestions: messages.length === 1,
  };
}
