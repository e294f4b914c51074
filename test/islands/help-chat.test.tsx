import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatContentPath } from '../../src/shared/chat-content';
import { REPLY_DELAY_MS } from '../../src/web/features/help-chat/content';
import { chatContent } from '../../src/web/app/page-content.server';
import { closePage, openPage } from './island-page';

/**
 * The server's part: the chat's content in each language as the page pipeline writes it
 * (src/render/chat-content.ts); any other request fails, as offline. Returns the requests made.
 */
function serveChatContent(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      for (const lang of ['en', 'tpi'] as const) {
        if (url === chatContentPath(lang)) {
          return Promise.resolve(Response.json(chatContent(lang)));
        }
      }
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  return asked;
}

afterEach(() => {
  vi.useRealTimers();
  closePage();
});

describe('the help chat, on the shipped runtime', () => {
  it('opens, takes a question and answers it from the FAQ, with its links', async () => {
    await openPage('/', [{ name: 'help-chat' }]);
    const asked = serveChatContent();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open help chat' }));
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    expect(document.activeElement).toBe(input);
    // Its words and answers came as data, in the page's language only.
    expect(asked).toEqual(['/chat/en.json']);
    expect(screen.getByText(/^Hi there, welcome to Kumul Digital!/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Where can I see your templates?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close help chat' })).toBeTruthy();

    // The answer comes REPLY_DELAY_MS after the question: the clock is moved, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typing.type(input, 'How much does a website cost?{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    const said = () =>
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(said()).toHaveLength(2);
    expect(said()[1]).toMatch(/^You said: How much does a website cost\?/);
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('Kumul Digital is typing…')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(said()).toHaveLength(3);
    expect(said()[2]).toMatch(
      /^Kumul Digital said: A ready-made website \(a template\) costs from K[\d,]+ to K[\d,]+, in Kina\./,
    );
    const answer = within(log).getAllByRole('listitem')[2]!;
    expect(within(answer).getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByText('Kumul Digital is typing…')).toBeNull();
  });

  it('says the conversation could not load while its content cannot be fetched, then loads it', async () => {
    await openPage('/tpi/', [{ name: 'help-chat' }]);
    const user = userEvent.setup();
    // Offline, with nothing kept: the fetch fails (openPage's stub).
    await user.click(screen.getByRole('button', { name: /./, expanded: false }));
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('textbox')).toBeNull();
    const asked = serveChatContent();
    await user.click(within(alert).getByRole('button'));
    await screen.findByRole('log');
    expect(asked).toContain('/chat/tpi.json');
    expect(screen.getByText(/^Halo, welkam long Kumul Digital!/)).toBeTruthy();
  });
});
