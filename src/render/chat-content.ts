import { chatContentPath } from '../shared/chat-content';
import { langs } from '../shared/i18n/lang';
import { chatContent } from '../web/app/page-content.server';
import type { RenderedFile } from './protocol';

// The chat's answers are data, not code (decision 122): one JSON file a language, written by the
// build (react-router.config.ts) and by the render worker from the same content the pages show
// (page-content.server.ts), and fetched by the chat when it opens (src/web/features/help-chat).

/** Each language's chat content: 'chat/en.json', 'chat/tpi.json'. */
export const chatFiles = (): RenderedFile[] =>
  langs.map((lang) => ({
    file: chatContentPath(lang).slice(1),
    body: `${JSON.stringify(chatContent(lang))}\n`,
  }));
