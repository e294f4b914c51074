import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { brand } from '../src/shared/brand';
import { answerFor, answerText } from '../src/shared/faq';
import { chatContent } from '../src/web/app/page-content.server';
import { agencyPathsIn } from '../src/web/app/paths';
import { hydrated } from './hydrated';

// The answers as the chat's file has them, the facts and prices filled in (decision 129).
const { faq } = chatContent('en').copy;

// The spec's four quick questions, word for word (section 2, Overlays).
const QUICK_QUESTIONS = [
  'Where can I see your templates?',
  'How do I contact you for a quote?',
  'What services do you offer?',
  'Can I see examples of your work?',
];
const CHAT_CHUNK = '**/assets/chat-body-*.js';
// A fixed, paused clock makes the 100 ms and 1.5 s delays exact.
const START = new Date('2026-03-02T09:00:00+10:00');

function chatOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Help chat' });
  return {
    openButton: page.getByRole('button', { name: 'Open help chat' }),
    closeButton: page.getByRole('button', { name: 'Close help chat' }),
    dialog,
    input: dialog.getByRole('textbox', { name: 'Your question' }),
    send: dialog.getByRole('button', { name: 'Send', exact: true }),
    log: dialog.getByRole('log', { name: 'Conversation' }),
    messages: dialog.getByRole('log').getByRole('listitem'),
    quickQuestions: dialog.getByRole('list', { name: 'Quick questions' }).getByRole('button'),
    typing: dialog.getByText(`${brand.name} is typing…`),
  };
}

/** Opens the chat and waits until its conversation code has loaded (the input has focus). */
async function openChat(page: Page) {
  const chat = chatOf(page);
  await chat.openButton.click();
  await expect(chat.dialog).toBeVisible();
  await expect(chat.input).toBeFocused();
  return chat;
}

/** Types a question and waits until React holds it (the Send button is enabled), so Enter sends it. */
async function fillQuestion(chat: ReturnType<typeof chatOf>, question: string) {
  await chat.input.fill(question);
  await expect(chat.send).toBeEnabled();
}

/** Lets React render what the last timers did (its scheduler posts messages, which the fake clock leaves alone). */
async function settle(page: Page) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

test.describe('help chat', () => {
  test('opens and closes with focus, greets, sends on Enter, keeps the conversation across pages', async ({
    page,
  }) => {
    test.slow(); // several steps in one page, on a shared machine
    await page.goto('/');
    await hydrated(page);
    const chat = chatOf(page);

    await test.step('the button opens and closes the panel; focus moves in and back', async () => {
      await expect(chat.openButton).toHaveAttribute('aria-expanded', 'false');
      await expect(chat.dialog).toBeHidden();
      await openChat(page);
      await expect(chat.closeButton).toHaveAttribute('aria-expanded', 'true');
      await chat.closeButton.click();
      await expect(chat.dialog).toBeHidden();
      await expect(chat.openButton).toBeFocused();
      await expect(chat.openButton).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the greeting is pre-seeded and the four quick questions show with it', async () => {
      await openChat(page);
      await expect(chat.messages).toHaveCount(1);
      await expect(chat.messages.first()).toContainText(`welcome to ${brand.name}`);
      await expect(chat.quickQuestions).toHaveText(QUICK_QUESTIONS);
      for (const question of QUICK_QUESTIONS) {
        await expect(chat.dialog.getByRole('button', { name: question })).toBeVisible();
      }
    });

    await test.step('Enter sends; Shift+Enter adds a line instead', async () => {
      await chat.input.pressSequentially('Hello');
      await chat.input.press('Shift+Enter');
      await chat.input.pressSequentially('there');
      await settle(page);
      await expect(chat.input).toHaveValue('Hello\nthere');
      await expect(chat.messages).toHaveCount(1);

      await chat.input.press('Enter');
      await expect(chat.messages).toHaveCount(2);
      await expect(chat.messages.nth(1).getByRole('paragraph')).toHaveText('Hello\nthere');
      await expect(chat.input).toHaveValue('');
      await expect(chat.input).toBeFocused();
      await expect(chat.messages).toHaveCount(3);
    });

    await test.step('the conversation stays while the chat is closed and across pages', async () => {
      await chat.closeButton.click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Templates' })
        .first()
        .click();
      await expect(page).toHaveURL(/\/products$/);
      await chat.openButton.click();
      await expect(chat.input).toBeFocused();
      await expect(chat.messages).toHaveCount(3);
      await expect(chat.quickQuestions).toHaveCount(0);
    });
  });

  test('on /products: Escape and the close button inside close it; a typed question gets its answer', async ({
    page,
  }) => {
    await page.goto('/products');
    const chat = chatOf(page);
    await test.step('Escape and the close button inside the panel return focus', async () => {
      await chat.openButton.focus();
      await page.keyboard.press('Enter');
      await expect(chat.dialog).toBeVisible();
      await expect(chat.input).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(chat.dialog).toBeHidden();
      await expect(chat.openButton).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(chat.input).toBeFocused();
      await chat.dialog.getByRole('button', { name: 'Close chat', exact: true }).click();
      await expect(chat.dialog).toBeHidden();
      await expect(chat.openButton).toBeFocused();
    });

    await test.step('a typed question gets its answer', async () => {
      await openChat(page);
      await fillQuestion(chat, 'How long does delivery take?');
      await chat.input.press('Enter');
      await expect(chat.messages.nth(2).getByRole('paragraph')).toHaveText(
        answerText(faq.entries.delivery.answer),
      );
    });
  });

  // Which entry answers each quick question is matching, tested in test/unit/faq.test.ts.
  test('a quick question sends after 100 ms and is answered after 1.5 s; typed ones too; the log scrolls', async ({
    page,
  }) => {
    test.slow(); // several steps in one page, on a shared machine
    const question = QUICK_QUESTIONS[0]!;
    const expected = Object.values(faq.entries).find(
      (entry) => entry.question === question,
    )?.answer;
    expect(expected, 'the FAQ has an entry for the quick question').toBeDefined();
    const expectedText = answerText(expected!);

    await page.clock.install({ time: START });
    await page.goto('/');
    const chat = await openChat(page);
    await pauseClock(page);

    await test.step(`quick question "${question}"`, async () => {
      await chat.dialog.getByRole('button', { name: question }).click();
      await expect(chat.input).toHaveValue(question);
      await page.clock.runFor(99);
      await settle(page);
      await expect(chat.messages).toHaveCount(1);
      await expect(chat.input).toHaveValue(question);

      await page.clock.runFor(1);
      await expect(chat.messages).toHaveCount(2);
      await expect(chat.messages.nth(1)).toContainText(`You said: ${question}`);
      await expect(chat.input).toHaveValue('');
      await expect(chat.quickQuestions).toHaveCount(0);
      await expect(chat.typing).toBeVisible();

      await page.clock.runFor(1499);
      await settle(page);
      await expect(chat.messages).toHaveCount(2);
      await expect(chat.typing).toBeVisible();

      await page.clock.runFor(1);
      await expect(chat.messages).toHaveCount(3);
      await expect(chat.messages.nth(2).getByRole('paragraph')).toHaveText(expectedText);
      await expect(chat.typing).toBeHidden();
      await expect(chat.quickQuestions).toHaveCount(0);
    });

    await test.step('a typed question shows the typing indicator, then its answer', async () => {
      await fillQuestion(chat, 'Which payment methods do you take?');
      await chat.input.press('Enter');
      await expect(chat.typing).toBeVisible();
      await page.clock.runFor(1500);
      await expect(chat.messages.nth(4).getByRole('paragraph')).toHaveText(
        answerText(faq.entries.payment.answer),
      );
      await expect(chat.typing).toBeHidden();
    });

    await test.step('an unmatched question gets the fallback', async () => {
      const unmatched = 'Qwerty zzz';
      expect(answerFor(unmatched, faq), 'the question matches no keyword').toBe(faq.fallback);
      await fillQuestion(chat, unmatched);
      await chat.send.click();
      await expect(chat.typing).toBeVisible();
      await page.clock.runFor(1500);
      await expect(chat.messages).toHaveCount(7);
      await expect(chat.messages.nth(6).getByRole('paragraph')).toHaveText(
        answerText(faq.fallback),
      );
      expect(answerText(faq.fallback)).toContain(brand.mailboxes.support);
      expect(answerText(faq.fallback)).toContain('Contact form');
      expect(answerText(faq.fallback)).toContain('24 hours');
    });

    await test.step('the conversation is a polite live region and scrolls to the newest message', async () => {
      await expect(chat.log).toHaveAttribute('aria-live', 'polite');
      for (const typed of ['templates?', 'services?', 'portfolio?', 'custom?', 'payment?']) {
        await fillQuestion(chat, typed);
        await chat.input.press('Enter');
        await page.clock.runFor(1500);
      }
      await expect(chat.messages).toHaveCount(17);
      await expect(chat.messages.last()).toBeInViewport();
      await expect(chat.messages.first()).not.toBeInViewport();
    });
  });

  test('blank input cannot be sent; WhatsApp and Email Us link out', async ({ page, context }) => {
    const whatsapp = `https://wa.me/${brand.whatsapp.number}?text=${encodeURIComponent(brand.whatsapp.greeting)}`;
    // Nothing leaves the test machine: the WhatsApp page is answered here.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto('/');
    const chat = await openChat(page);

    await test.step('blank or whitespace input cannot be sent', async () => {
      await expect(chat.send).toBeDisabled();
      await chat.input.press('Enter');
      await chat.input.fill('   \n  ');
      await expect(chat.send).toBeDisabled();
      await chat.input.press('Enter');
      await settle(page);
      await expect(chat.messages).toHaveCount(1);
      await expect(chat.quickQuestions).toHaveCount(4);

      await chat.input.fill('  Do you build custom sites?  ');
      await expect(chat.send).toBeEnabled();
      await chat.send.click();
      await expect(chat.messages).toHaveCount(2);
      // The message is sent trimmed.
      await expect(chat.messages.nth(1).getByRole('paragraph')).toHaveText(
        'Do you build custom sites?',
      );
      await expect(chat.send).toBeDisabled();
    });

    await test.step('WhatsApp opens a prefilled chat in a new tab; Email Us writes to support', async () => {
      const link = chat.dialog.getByRole('link', { name: /WhatsApp/ });
      await expect(link).toHaveAttribute('href', whatsapp);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
      const popupOpened = page.waitForEvent('popup');
      await link.click();
      const popup = await popupOpened;
      expect(popup.url()).toBe(whatsapp);
      expect(new URL(popup.url()).searchParams.get('text')).toBe(brand.whatsapp.greeting);

      await expect(chat.dialog.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
        'href',
        `mailto:${brand.mailboxes.support}`,
      );
    });
  });

  test('answers are made in the browser; a page named in an answer is a link with words that takes you there', async ({
    page,
  }) => {
    test.slow(); // several steps in one page, on a shared machine
    await page.goto('/');
    // The claim is "no request after loading": everything the page loads must be done first.
    await page.waitForLoadState('networkidle');
    const chat = await openChat(page);

    await test.step('no request once the chat has loaded', async () => {
      const requests: string[] = [];
      page.context().on('request', (request) => requests.push(request.url()));

      await chat.dialog.getByRole('button', { name: QUICK_QUESTIONS[1] }).click();
      await expect(chat.messages).toHaveCount(3);
      await fillQuestion(chat, 'Do you have a phone number?');
      await chat.input.press('Enter');
      await fillQuestion(chat, 'Nothing matches this');
      await chat.input.press('Enter');
      await expect(chat.messages).toHaveCount(7);
      await expect(chat.messages.nth(6)).toContainText(answerText(faq.fallback));
      await fillQuestion(chat, QUICK_QUESTIONS[3]!);
      await chat.input.press('Enter');
      await expect(chat.messages).toHaveCount(9);

      expect(requests).toEqual([]);
    });

    await test.step('a page named in an answer is a link with words that takes you there', async () => {
      await expect(chat.messages.nth(8)).not.toContainText('/portfolio');
      const link = chat.messages.nth(8).getByRole('link', { name: 'Portfolio', exact: true });
      await link.click();
      // A page load (decision 091): the new page opens with the chat closed, the talk kept.
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(chat.dialog).toBeHidden();
      await chat.openButton.click();
      await expect(chat.messages).toHaveCount(9);
    });
  });

  test('the panel shows at once while its code loads, then focuses the input', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHAT_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    const chat = chatOf(page);
    await chat.openButton.click();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.dialog.getByRole('status')).toHaveText('Loading the chat…');
    await expect(chat.dialog).toBeFocused();

    release();
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveCount(1);
  });

  test('a chat that cannot load says so and offers another try', async ({ page }) => {
    await page.route(CHAT_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const chat = chatOf(page);
    // Not a route module: the page is never reloaded for it (decision 035); the panel says so.
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await chat.openButton.click();
    const alert = chat.dialog.getByRole('alert');
    await expect(alert).toContainText('The chat could not load');
    await expect(alert).toContainText(brand.mailboxes.support);

    expect(reloads).toBe(0);

    await page.unroute(CHAT_CHUNK);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveCount(1);
  });

  // Its words and answers are data the server writes (/chat/en.json, decision 122): offline with
  // nothing kept, the chat says so as it does for its code, and loads once they can be fetched.
  test('a chat whose answers cannot be fetched says so and offers another try', async ({
    page,
  }) => {
    await page.route('**/chat/en.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const chat = chatOf(page);
    await chat.openButton.click();
    const alert = chat.dialog.getByRole('alert');
    await expect(alert).toContainText('The chat could not load');
    await expect(chat.input).toHaveCount(0);

    await page.unroute('**/chat/en.json');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveText([
      /^Kumul Digital said: Hi there, welcome to Kumul Digital!/,
    ]);
  });

  // The Tok Pisin pages' chat: e2e/i18n-chat.spec.ts.
  // In each page's HTML (the layout prerenders it); opening it is tested on / and /products above.
  test('the chat is on every agency page and the not-found page, not on the samples', async ({
    request,
  }) => {
    const launcher = 'aria-label="Open help chat"';
    for (const path of [...agencyPathsIn('en'), '/no-such-page']) {
      expect.soft(await (await request.get(path)).text(), path).toContain(launcher);
    }
    expect(await (await request.get('/templates/fitness')).text()).not.toContain(launcher);
  });

  test('the open chat has no serious accessibility problems', async ({ page }) => {
    test.slow(); // each axe scan takes seconds on a busy machine
    await page.goto('/');
    const chat = await openChat(page);
    const scan = async () => {
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help}`);
    };
    expect(await scan()).toEqual([]);

    await fillQuestion(chat, 'Hello there');
    await chat.input.press('Enter');
    await expect(chat.typing).toBeVisible();
    expect(await scan()).toEqual([]);
    await expect(chat.messages).toHaveCount(3);
    expect(await scan()).toEqual([]);
  });

  test('the panel fills the width at 390 px and sits bottom right at 1280 px, above the button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const chat = await openChat(page);

    await test.step('at 390 px the panel fills the width without covering the button', async () => {
      const panel = (await chat.dialog.boundingBox())!;
      const button = (await chat.closeButton.boundingBox())!;
      expect(panel.width).toBeGreaterThanOrEqual(370);
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(390);
      expect(panel.y).toBeGreaterThanOrEqual(0);
      expect(panel.y + panel.height).toBeLessThanOrEqual(button.y);
      expect(button.width).toBeGreaterThanOrEqual(44);
      await chat.closeButton.click();
      await expect(chat.dialog).toBeHidden();
    });

    await test.step('at 1280 px the panel sits at the bottom right above the button', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openChat(page);
      const panel = (await chat.dialog.boundingBox())!;
      const button = (await chat.closeButton.boundingBox())!;
      expect(panel.width).toBeLessThanOrEqual(420);
      expect(panel.x).toBeGreaterThan(640);
      expect(panel.y + panel.height).toBeLessThanOrEqual(button.y);
      expect(button.x + button.width).toBeLessThanOrEqual(1280);
    });
  });
});
