import { type Locator, type Page, type Request, expect, test } from '@playwright/test';
import { queryDatabase } from '../database';
import {
  DESKTOP,
  PHONE,
  expectAnchorsLeadToSections,
  expectMobileMenuWorks,
  expectNoSeriousViolations,
  openTemplate,
  recordApiRequests,
} from './helpers';

// Each test loads its page once and runs every check on it, so it gets three times the default
// 30 s: a busy shared machine otherwise times it out.
test.describe.configure({ timeout: 90_000 });

// The resort preview (spec sections 2-9, issue 4 item 3): the one template on the real API. Its
// quote, room inquiries and contact form land in contact_messages; Paradise Rewards signs up and
// logs in members; every outcome is an alert whose words the spec gives.

const PATH = '/templates/hotel';
const PHONE_NUMBER = '+675 422 3100';
const EMAIL = 'stay@paradisebayresort.com.pg';

const ALERTS = {
  missingDates: 'Please select check-in and check-out dates.',
  quoteSuccess:
    'Quote request submitted successfully! Our sales team will contact you within 24 hours with pricing and availability.',
  quoteFailure: `Sorry, there was an error submitting your request. Please contact us directly at ${PHONE_NUMBER} or ${EMAIL}.`,
  roomSuccess:
    'Interest recorded! Our sales team will contact you with pricing and availability for this room.',
  roomFailure: `Error submitting inquiry. Please contact us directly at ${PHONE_NUMBER}.`,
  contactSuccess: 'Message sent successfully! We will get back to you within 24 hours.',
  contactFailure: 'Error sending message. Please try again or contact us directly.',
  signupFailure: 'Failed to create loyalty account. Please try again.',
  loginFailure: 'Failed to login. Please check your details and try again.',
};

interface ContactRow {
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  reference: string;
  created_at: string;
}

/** Accepts every alert and keeps its text, in order. */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Holds each request to `path` a moment so the busy label can be seen, then lets it through. */
async function slowDown(page: Page, path: string): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`**${path}`, async (route) => {
    seen.push(route.request());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  return seen;
}

/** Answers `path` with a server error, as if the API were down. */
async function failRequests(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something went wrong on our side.' }),
    }),
  );
}

/** The request carried JSON and a fresh Idempotency-Key (README "Idempotency"). */
async function expectJsonWithKey(request: Request) {
  const headers = await request.allHeaders();
  expect(headers['content-type']).toBe('application/json');
  expect(headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
}

const rewardsDialog = (page: Page) => page.getByRole('dialog');

async function fillLogin(dialog: Locator, email: string, memberNumber: string) {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Member number').fill(memberNumber);
}

/** Answers the login with a member of the given points, as the server would shape it. */
async function loginAs(page: Page, points: number, tier: string) {
  await page.route('**/api/loyalty/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        member: {
          fullName: 'Grace Kila',
          email: 'grace.kila@example.pg',
          phone: '',
          dateOfBirth: '',
          memberNumber: 'PR-24681357',
          tier,
          points,
          totalNights: 14,
          totalSpent: 12450,
        },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Member Sign In' }).click();
  const dialog = rewardsDialog(page);
  await fillLogin(dialog, 'grace.kila@example.pg', 'PR-24681357');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your Paradise Rewards' })).toBeVisible();
  return dialog;
}

/** axe on the page, then with the room details open, then with the rewards dialog open (closed after). */
async function expectNoSeriousViolationsWithDialogs(
  page: Page,
  options?: Parameters<typeof expectNoSeriousViolations>[1],
) {
  await expectNoSeriousViolations(page, options);
  await page.getByRole('button', { name: 'View Details of the Deluxe Family Suite' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, options);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Join Paradise Rewards' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, options);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.describe('resort at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens the page once and checks what it shows and what its quote form refuses', async ({
    page,
  }) => {
    const apiRequests = recordApiRequests(page);
    const alerts = collectAlerts(page);
    await openTemplate(page, PATH);
    await test.step('has its sections, each reached from the header, and calls no API on load', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Where the reef meets the rainforest',
      );
      await expectAnchorsLeadToSections(page, [
        'rooms',
        'amenities',
        'dining',
        'loyalty',
        'contact',
      ]);
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
    await test.step('lists the four rooms with guests and size, and never a price', async () => {
      const rooms = page.locator('section#rooms').getByRole('listitem');
      await expect(rooms).toHaveCount(4);
      const expected = [
        ['Standard Ocean View', 2, 25],
        ['Deluxe Family Suite', 6, 65],
        ['Premium Business Suite', 2, 45],
        ['Presidential Penthouse', 4, 120],
      ] as const;
      for (const [name, guests, size] of expected) {
        const card = rooms.filter({ has: page.getByRole('heading', { name, exact: true }) });
        await expect(card).toContainText(`Up to ${guests} guests`);
        await expect(card).toContainText(`${size} sqm`);
        await expect(card).toContainText('Pricing: Contact sales');
        await expect(
          card.getByRole('button', { name: `View Details of the ${name}` }),
        ).toBeVisible();
        await expect(
          card.getByRole('button', { name: `Contact Sales about the ${name}` }),
        ).toBeVisible();
      }
      // Kina amounts appear nowhere near the rooms.
      await expect(page.locator('section#rooms')).not.toContainText(/K\d/);
    });
    await test.step('shows amenities, dining hours, loyalty tiers, reviews and booking sites', async () => {
      await expect(page.locator('section#amenities').getByRole('listitem')).toHaveCount(8);

      const dining = page.locator('section#dining');
      await expect(dining.getByRole('term')).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
      await expect(dining.getByRole('definition')).toHaveText(['6-10 AM', '12-3 PM', '6-10 PM']);

      const loyalty = page.locator('section#loyalty');
      const tiers = [
        ['Silver', '0-999 points', ['5% discount', 'Free Wi-Fi', 'Early check-in when available']],
        [
          'Gold',
          '1000-2999 points',
          ['10% discount', 'Free room upgrades', 'Complimentary breakfast', 'Late checkout'],
        ],
        [
          'Platinum',
          '3000+ points',
          ['15% discount', 'Suite upgrades', 'Airport transfers', 'Personal concierge'],
        ],
      ] as const;
      for (const [name, points, benefits] of tiers) {
        const tier = loyalty
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
        await expect(tier).toContainText(points);
        for (const benefit of benefits) await expect(tier).toContainText(benefit);
      }
      await expect(loyalty).toContainText('Silver status from day one');
      await expect(loyalty).toContainText('100 bonus points');
      await expect(loyalty).toContainText('5% discount on your first stay');

      const reviews = page.locator('section#reviews');
      await expect(reviews.getByRole('blockquote')).toHaveCount(3);
      await expect(reviews.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(3);

      const platforms = page.locator('section#book-online').getByRole('link');
      await expect(platforms).toHaveCount(4);
      for (const link of await platforms.all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
    await test.step('the room details modal shows the room, traps focus and closes on X and Escape', async () => {
      const opener = page.getByRole('button', { name: 'View Details of the Deluxe Family Suite' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Deluxe Family Suite' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('img')).toHaveCount(3);
      await expect(dialog.getByRole('term')).toHaveText(['Size', 'Max guests', 'Pricing']);
      await expect(dialog.getByRole('definition')).toHaveText(['65 sqm', '6', 'Contact sales']);
      await expect(dialog.getByRole('listitem')).toHaveCount(6);
      await expect(dialog).toContainText('Kitchenette');

      // Tab and Shift+Tab never leave the dialog.
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
    await test.step('axe finds no serious violations, with the room details and the rewards open', async () => {
      await expectNoSeriousViolationsWithDialogs(page);
    });
    await test.step('the quote form has required dates, 1-6 adults and 0-4 children', async () => {
      const form = page.getByRole('form', { name: 'Request a quote' });
      await expect(form.getByLabel('Check-in')).toHaveAttribute('type', 'date');
      await expect(form.getByLabel('Check-in')).toHaveAttribute('required', '');
      await expect(form.getByLabel('Check-out')).toHaveAttribute('required', '');
      await expect(form.getByLabel('Adults')).toHaveValue('2');
      await expect(form.getByLabel('Adults').getByRole('option')).toHaveText([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);
      await expect(form.getByLabel('Children')).toHaveValue('0');
      await expect(form.getByLabel('Children').getByRole('option')).toHaveText([
        '0',
        '1',
        '2',
        '3',
        '4',
      ]);
      // The room type is never offered (spec section 3).
      await expect(form.getByRole('combobox')).toHaveCount(2);

      // An empty submission: the spec's sentence stands under each date, no bubble, no alert
      // (issue 25, decision 085).
      await form.getByRole('button', { name: 'Get My Quote' }).click();
      await expect(form.getByLabel('Check-in')).toHaveAccessibleDescription(ALERTS.missingDates);
      await expect(form.getByLabel('Check-in')).toBeFocused();
      await form.getByLabel('Check-in').fill('2026-04-01');
      await expect(form.getByLabel('Check-in')).not.toHaveAttribute('aria-invalid');
      await expect(form.getByLabel('Check-out')).toHaveAccessibleDescription(ALERTS.missingDates);
      expect(alerts).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(apiRequests()).toEqual([]);
    });
  });

  test('signing in: a wrong member number is refused; the progress bar follows the tier', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    await openTemplate(page, PATH);
    await test.step('a wrong member number shows the login failure alert', async () => {
      await page.getByRole('button', { name: 'Member Sign In' }).click();
      const dialog = rewardsDialog(page);
      await fillLogin(dialog, 'nobody.here@example.pg', 'PR-00000000');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => alerts).toEqual([ALERTS.loginFailure]);
      await expect(dialog).toHaveAccessibleName('Member sign in');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
    await test.step('the progress bar: towards Gold below 1000, towards Platinum to 2999, none at Platinum', async () => {
      const cases = [
        { points: 500, tier: 'Silver', next: 'Gold', max: '1000' },
        { points: 1500, tier: 'Gold', next: 'Platinum', max: '3000' },
      ] as const;
      for (const { points, tier, next, max } of cases) {
        const dialog = await loginAs(page, points, tier);
        await expect(dialog).toContainText('PR-24681357');
        await expect(dialog).toContainText(tier);
        await expect(dialog).toContainText('K12,450');
        await expect(dialog).toContainText('14');
        const bar = dialog.getByRole('progressbar', { name: `Progress to ${next}` });
        await expect(bar).toHaveAttribute('aria-valuemax', max);
        await expect(bar).toHaveAttribute('aria-valuenow', String(points));
        // 500 of 1000 and 1500 of 3000 are both half way.
        await expect(bar.locator('div')).toHaveAttribute('style', 'width: 50%;');
        await dialog.getByRole('button', { name: 'Close' }).click();
        await page.unroute('**/api/loyalty/login');
      }

      const dialog = await loginAs(page, 3500, 'Platinum');
      await expect(dialog).toContainText('Platinum');
      await expect(dialog).toContainText('3,500');
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    });
  });

  test('quotes and room inquiries arrive in the database; failed ones keep what was entered', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    await openTemplate(page, PATH);
    // Held a moment so the busy label can be seen; later steps pass through it.
    const requests = await slowDown(page, '/api/contact');
    await test.step('a quote arrives in the database as the spec describes, and the form resets', async () => {
      const form = page.getByRole('form', { name: 'Request a quote' });
      const checkIn = '2026-07-13';
      await form.getByLabel('Check-in').fill(checkIn);
      await form.getByLabel('Check-out').fill('2026-07-20');
      await form.getByLabel('Adults').selectOption('3');
      await form.getByLabel('Children').selectOption('1');
      const submit = form.getByRole('button', { name: 'Get My Quote' });
      await submit.click();
      const busy = form.getByRole('button', { name: 'Submitting...' });
      await expect(busy).toBeDisabled();
      await expect.poll(() => alerts).toEqual([ALERTS.quoteSuccess]);

      expect(requests).toHaveLength(1);
      await expectJsonWithKey(requests[0]!);
      expect(Object.keys(requests[0]!.postDataJSON()).sort()).toEqual([
        'email',
        'message',
        'name',
        'service',
      ]);

      const rows = queryDatabase<ContactRow>(
        'select * from contact_messages where message like ?',
        `%Check-in: ${checkIn}%`,
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.name).toBe('Quote Request - 3 Adults, 1 Child');
      expect(row.email).toBe('quotes@paradisebayresort.com.pg');
      expect(row.service).toBe('Hotel Reservation Quote');
      expect(row.message).toContain('Check-out: 2026-07-20');
      expect(row.message).toContain('Adults: 3');
      expect(row.message).toContain('Children: 1');
      expect(row.message).toContain('Room preference: Any available');
      const stamp = /Requested at: (\S+)/.exec(row.message)?.[1];
      expect(Math.abs(Date.parse(stamp ?? '') - Date.now())).toBeLessThan(5 * 60_000);
      expect(row.reference).toMatch(/^C-/);

      // After success the form is back to its defaults.
      await expect(submit).toBeEnabled();
      await expect(form.getByLabel('Check-in')).toHaveValue('');
      await expect(form.getByLabel('Check-out')).toHaveValue('');
      await expect(form.getByLabel('Adults')).toHaveValue('2');
      await expect(form.getByLabel('Children')).toHaveValue('0');
    });
    await test.step('a room inquiry from the modal arrives in the database and closes it', async () => {
      // Each step reads only the alerts it causes.
      alerts.length = 0;
      await page
        .getByRole('button', { name: 'View Details of the Presidential Penthouse' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Presidential Penthouse' });
      await dialog.getByRole('button', { name: 'Contact Sales' }).click();
      await expect.poll(() => alerts).toEqual([ALERTS.roomSuccess]);
      await expect(dialog).toBeHidden();
      await expectJsonWithKey(requests.at(-1)!);

      const rows = queryDatabase<ContactRow>(
        'select * from contact_messages where name = ?',
        'Room Inquiry - Presidential Penthouse',
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
      const row = rows.at(-1)!;
      expect(row.email).toBe('reservations@paradisebayresort.com.pg');
      expect(row.service).toBe('Room Reservation');
      expect(row.message).toContain('Size: 120 sqm');
      expect(row.message).toContain('Max guests: 4');
      expect(row.message).toContain('Features: Two king bedrooms, Private plunge pool');
    });
    await test.step('a room inquiry from a card arrives; a failed one keeps the modal open', async () => {
      alerts.length = 0;
      await page
        .getByRole('button', { name: 'Contact Sales about the Premium Business Suite' })
        .click();
      await expect.poll(() => alerts).toEqual([ALERTS.roomSuccess]);
      const rows = queryDatabase<ContactRow>(
        'select * from contact_messages where name = ?',
        'Room Inquiry - Premium Business Suite',
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.at(-1)!.message).toContain('Size: 45 sqm');
      expect(rows.at(-1)!.message).toContain('Max guests: 2');

      await failRequests(page, '/api/contact');
      await page.getByRole('button', { name: 'View Details of the Standard Ocean View' }).click();
      const dialog = page.getByRole('dialog', { name: 'Standard Ocean View' });
      await dialog.getByRole('button', { name: 'Contact Sales' }).click();
      await expect.poll(() => alerts).toEqual([ALERTS.roomSuccess, ALERTS.roomFailure]);
      await expect(dialog).toBeVisible();
    });
    await test.step('a failed quote shows the phone and email, and keeps what was entered', async () => {
      // /api/contact fails since the step before; its dialog is still open.
      await page.keyboard.press('Escape');
      alerts.length = 0;
      const form = page.getByRole('form', { name: 'Request a quote' });
      await form.getByLabel('Check-in').fill('2026-08-01');
      await form.getByLabel('Check-out').fill('2026-08-04');
      await form.getByRole('button', { name: 'Get My Quote' }).click();
      await expect.poll(() => alerts).toEqual([ALERTS.quoteFailure]);
      await expect(form.getByLabel('Check-in')).toHaveValue('2026-08-01');
    });
  });

  test('the contact form requires name, email and message, and its message arrives', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    await openTemplate(page, PATH);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Name')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Message')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Subject').getByRole('option')).toHaveText([
      'Choose a subject',
      'Room Reservation',
      'Event Booking',
      'General Inquiry',
      'Loyalty Program',
    ]);
    await expect(form.getByLabel('Subject')).toHaveValue('');

    const email = `kila.${Date.now()}@example.pg`;
    await form.getByLabel('Name').fill('Joseph Kila');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+675 7234 5678');
    await form.getByLabel('Subject').selectOption('Event Booking');
    await form
      .getByLabel('Message')
      .fill('A wedding lunch for 80 guests on the beach lawn in June.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => alerts).toEqual([ALERTS.contactSuccess]);

    const rows = queryDatabase<ContactRow>('select * from contact_messages where email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Joseph Kila');
    expect(rows[0]!.service).toBe('Event Booking');
    expect(rows[0]!.message).toBe(
      'Phone: +675 7234 5678\n\nA wedding lunch for 80 guests on the beach lawn in June.',
    );
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');

    await failRequests(page, '/api/contact');
    await form.getByLabel('Name').fill('Joseph Kila');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Second try.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => alerts).toEqual([ALERTS.contactSuccess, ALERTS.contactFailure]);
    await expect(form.getByLabel('Message')).toHaveValue('Second try.');
  });

  test('signup returns a member number that then logs in; closing resets to signup', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    await openTemplate(page, PATH);
    const signups = await slowDown(page, '/api/loyalty/signup');
    await page.getByRole('button', { name: 'Join Paradise Rewards' }).click();
    const dialog = rewardsDialog(page);
    await expect(dialog).toHaveAccessibleName('Join Paradise Rewards');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // No password is shown or sent (decision 031).
    await expect(dialog.locator('input[type="password"]')).toHaveCount(0);

    const email = `ruth.${Date.now()}@example.pg`;
    await dialog.getByLabel('Full name').fill('Ruth Wari');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+675 7000 4321');
    await dialog.getByLabel('Date of birth').fill('1990-05-17');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await expect.poll(() => alerts).toHaveLength(1);
    const memberNumber = /^Welcome to Paradise Rewards! .*(PR-\d{8})/.exec(alerts[0]!)?.[1];
    expect(memberNumber, alerts[0]).toBeDefined();
    await expectJsonWithKey(signups[0]!);
    expect(signups[0]!.postDataJSON()).toEqual({
      fullName: 'Ruth Wari',
      email,
      phone: '+675 7000 4321',
      dateOfBirth: '1990-05-17',
    });

    await expect(dialog).toHaveAccessibleName('Your Paradise Rewards');
    await expect(dialog).toContainText(memberNumber!);
    await expect(dialog.getByRole('term')).toContainText(['Member number', 'Tier']);
    await expect(dialog).toContainText('Silver');
    await expect(dialog).toContainText('100');
    await expect(dialog).toContainText('K0');
    await expect(dialog.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute(
      'aria-valuemax',
      '1000',
    );

    // Sign Out returns to an empty signup.
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect(dialog).toHaveAccessibleName('Join Paradise Rewards');
    await expect(dialog.getByLabel('Full name')).toHaveValue('');

    // The same email again is refused with the generic alert.
    await dialog.getByLabel('Full name').fill('Ruth Wari');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => alerts.at(-1)).toBe(ALERTS.signupFailure);
    await expect(dialog).toHaveAccessibleName('Join Paradise Rewards');

    // Already a member -> login with the new number.
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toHaveAccessibleName('Member sign in');
    await slowDown(page, '/api/loyalty/login');
    await fillLogin(dialog, email, memberNumber!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(dialog).toHaveAccessibleName('Your Paradise Rewards');
    await expect(dialog).toContainText(memberNumber!);
    await expect(dialog).toContainText('Welcome, Ruth Wari');

    // Closing forgets the member: the next opening starts at signup.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Join Paradise Rewards' }).click();
    await expect(dialog).toHaveAccessibleName('Join Paradise Rewards');
    await expect(dialog).not.toContainText(memberNumber!);
    // Not a member yet switches back from login.
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('button', { name: 'Join now' }).click();
    await expect(dialog).toHaveAccessibleName('Join Paradise Rewards');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('resort at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opens the page once and checks it step by step', async ({ page }) => {
    await openTemplate(page, PATH);
    await test.step('the menu opens, closes, and closes when a link is chosen', async () => {
      await expectMobileMenuWorks(page, 'Rewards', 'loyalty');
    });
    await test.step('axe finds no serious violations (contrast is checked at 1280 px)', async () => {
      await expectNoSeriousViolationsWithDialogs(page, { colourContrast: false });
    });
  });
});
