import { expect, type Page, test } from '@playwright/test';
import { templatesOnSale } from '../src/shared/catalogue';
import { answerText } from '../src/shared/faq';
import { formatMoney, kina } from '../src/shared/money';
import { chatContent } from '../src/web/app/page-content.server';
import { hydrated } from './hydrated';

// The answers as the chat's files have them, the facts and prices filled in (decision 129).
const [english, tokPisin] = [chatContent('en').copy.faq, chatContent('tpi').copy.faq];

// The help chat answers in the page's language, whatever language the question is typed in.
// The chat is the agency layout's, its language read from the address (useLang): every /tpi/
// page has the same one, so /tpi/ stands for them all (i18n-site checks each page is Tok Pisin).

// A fixed clock, paused once the chat is open, makes the 1.5 s reply delay exact.
const START = new Date('2026-03-02T09:00:00+10:00');

function tokPisinChat(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Toktok bilong halivim' });
  return {
    openButton: page.getByRole('button', { name: 'Opim toktok bilong halivim' }),
    dialog,
    input: dialog.getByRole('textbox', { name: 'Askim bilong yu' }),
    send: dialog.getByRole('button', { name: 'Salim', exact: true }),
    messages: dialog.getByRole('log', { name: 'Toktok bilong yumi' }).getByRole('listitem'),
    quickQuestions: dialog.getByRole('list', { name: 'Sampela askim' }).getByRole('button'),
  };
}

/** Sends a question, lets the 1.5 s reply delay pass, and returns the answer's paragraph. */
async function ask(page: Page, chat: ReturnType<typeof tokPisinChat>, question: string) {
  const count = await chat.messages.count();
  await chat.input.fill(question);
  await chat.input.press('Enter');
  await expect(chat.messages).toHaveCount(count + 1);
  await page.clock.runFor(1500);
  await expect(chat.messages).toHaveCount(count + 2);
  return chat.messages.nth(count + 1).getByRole('paragraph');
}

test.describe('help chat on Tok Pisin pages', () => {
  test('answers Tok Pisin and English questions in Tok Pisin, and falls back in Tok Pisin', async ({
    page,
  }) => {
    test.slow(); // five questions, each typed and answered, with another worker beside it
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.clock.install({ time: START });
    await page.goto('/tpi/');
    const chat = tokPisinChat(page);
    await chat.openButton.click();
    await expect(chat.input).toBeFocused();
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));
    await expect(chat.input).toHaveAttribute('placeholder', 'Raitim askim bilong yu…');
    await expect(chat.messages.first()).toContainText('welkam long Kumul Digital');
    await expect(chat.quickQuestions).toHaveText([
      tokPisin.entries.templates.question,
      tokPisin.entries.contact.question,
      tokPisin.entries.services.question,
      tokPisin.entries.portfolio.question,
    ]);

    await expect(await ask(page, chat, 'Mi laik lukim ol tempelet')).toHaveText(
      answerText(tokPisin.entries.templates.answer),
    );
    await expect(await ask(page, chat, 'Mi ken pe wantaim kad?')).toHaveText(
      answerText(tokPisin.entries.payment.answer),
    );
    await expect(await ask(page, chat, 'Yupela op long wanem taim?')).toHaveText(
      answerText(tokPisin.entries.hours.answer),
    );
    await expect(await ask(page, chat, 'How long does delivery take?')).toHaveText(
      answerText(tokPisin.entries.delivery.answer),
    );
    await expect(await ask(page, chat, 'Qwerty zzz')).toHaveText(answerText(tokPisin.fallback));

    // Only this language's words and answers were downloaded, as data (decision 122).
    expect(requested.filter((url) => url.includes('/chat/'))).toEqual([
      expect.stringMatching(/\/chat\/tpi\.json$/),
    ]);
  });

  test('a page named in an answer links to the Tok Pisin page, in the menu words', async ({
    page,
  }) => {
    await page.goto('/tpi/');
    const chat = tokPisinChat(page);
    await chat.openButton.click();
    await chat.dialog.getByRole('button', { name: tokPisin.entries.templates.question }).click();
    await chat.messages.nth(2).getByRole('link', { name: 'Ol tempelet', exact: true }).click();
    await expect(page).toHaveURL(/\/tpi\/products$/);
    await expect(chat.dialog).toBeHidden();
  });

  test('an English page answers a Tok Pisin question in English, without the Tok Pisin words', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    // A tap before hydration is held (first-tap.spec.ts); here the answer's words are the point.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open help chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help chat' });
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('Mi ken pe wantaim kad?');
    await dialog.getByRole('textbox', { name: 'Your question' }).press('Enter');
    await expect(
      dialog.getByRole('log').getByRole('listitem').nth(2).getByRole('paragraph'),
    ).toHaveText(answerText(english.entries.payment.answer));
    expect(requested.filter((url) => url.includes('/chat/'))).toEqual([
      expect.stringMatching(/\/chat\/en\.json$/),
    ]);
  });

  test('at 390 px a price question gets the price range and a working link to the templates, in both languages', async ({
    page,
  }) => {
    test.slow(); // two pages, each with its chat loaded and a page change
    // The templates a visitor can order now (decision 119).
    const prices = templatesOnSale.map((template) => template.priceNumeric);
    const from = formatMoney(kina(Math.min(...prices)));
    const to = formatMoney(kina(Math.max(...prices)));
    const cases = [
      {
        home: '/',
        open: 'Open help chat',
        dialog: 'Help chat',
        input: 'Your question',
        question: 'How much does a website cost?',
        link: 'Templates',
        products: '/products',
      },
      {
        home: '/tpi/',
        open: 'Opim toktok bilong halivim',
        dialog: 'Toktok bilong halivim',
        input: 'Askim bilong yu',
        question: 'Hamas long wanpela websait?',
        link: 'Ol tempelet',
        products: '/tpi/products',
      },
    ];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const c of cases) {
      await test.step(`${c.home}: "${c.question}"`, async () => {
        await page.goto(c.home);
        await page.getByRole('button', { name: c.open }).click();
        const dialog = page.getByRole('dialog', { name: c.dialog });
        const input = dialog.getByRole('textbox', { name: c.input });
        await expect(input).toBeFocused();
        await input.fill(c.question);
        await input.press('Enter');
        const answer = dialog.getByRole('log').getByRole('listitem').nth(2);
        await expect(answer).toContainText(from);
        await expect(answer).toContainText(to);
        await expect(answer).not.toContainText(`(${c.products})`);
        const link = answer.getByRole('link', { name: c.link, exact: true });
        await expect(link).toBeInViewport();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${c.products}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(dialog).toBeHidden();
      });
    }
  });
});
