import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLY_DELAY_MS } from '../../src/web/features/help-chat/content';
import { closePage, openPage } from './island-page';

afterEach(() => {
  vi.useRealTimers();
  closePage();
});

describe('the help chat, on the shipped runtime', () => {
  it('opens, takes a question and answers it from the FAQ, with its links', async () => {
    await openPage('/', [{ name: 'help-chat' }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open help chat' }));
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    expect(document.activeElement).toBe(input);
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
});
