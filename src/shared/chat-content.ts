import type { FaqTopic } from './faq';
import type { Lang } from './i18n/lang';
import type { ChatCopy } from './words/en/chat';

// Kept apart from faq.ts: the chat's launcher, on every page, imports this address, and must not
// bring the topics' keywords (faq.ts, loaded with the conversation) into the page's hydration.

/**
 * What the chat fetches when it opens, one file a language (decision 122): its words, answers
 * and quick questions, written by the page pipeline (src/render/chat-content.ts) from the content
 * the server publishes, so no island's code carries an answer, a price or the agency's facts.
 */
export interface ChatContent {
  copy: ChatCopy;
  quickTopics: readonly FaqTopic[];
}

/** The address of a language's chat content: '/chat/tpi.json'. */
export const chatContentPath = (lang: Lang) => `/chat/${lang}.json`;
