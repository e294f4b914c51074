import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, PHONE, openTemplate } from './helpers';

// "Try it with your business" (issue 14, decision 054): the panel opened from the preview bar
// changes the sample at once, reads a logo in the browser and refuses what it cannot use.

const PATH = '/templates/local-business';
const SAMPLE_NAME = 'Harbour City Hardware';
const STORE_KEY = 'personalise:local-business';
const LOGO_PNG = fileURLToPath(new URL('../fixtures/logo.png', import.meta.url));

const stored = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
  }, STORE_KEY);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Try it with your business' }).click();
  const panel = page.getByRole('dialog', { name: 'Try it with your business' });
  await expect(panel.getByRole('heading', { name: 'Try it with your business' })).toBeFocused();
  return panel;
}

test.describe('the personalisation panel at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('shows the visitor’s business at once, reads a logo and resets to the sample', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openTemplate(page, PATH);
    // The panel is its own chunk, fetched only when the visitor opens it.
    expect(scripts.filter((url) => url.includes('personalise-panel'))).toEqual([]);
    const panel = await openPanel(page);
    expect(scripts.filter((url) => url.includes('personalise-panel'))).toHaveLength(1);

    const header = page.getByRole('banner');
    // Beside the page, covering none of its header.
    const [panelBox, headerBox] = await Promise.all([panel.boundingBox(), header.boundingBox()]);
    expect(headerBox!.x + headerBox!.width).toBeLessThanOrEqual(panelBox!.x);

    const name = panel.getByRole('textbox', { name: 'Business name' });
    // The sample's own name is a placeholder, not text the visitor must delete first.
    await expect(name).toHaveValue('');
    await expect(name).toHaveAttribute('placeholder', SAMPLE_NAME);
    await name.fill('Wewak Fresh Fish');
    await expect(header).toContainText('Wewak Fresh Fish');
    await expect(header).not.toContainText(SAMPLE_NAME);
    await expect(page.getByRole('contentinfo')).toContainText('Wewak Fresh Fish');

    await panel.getByRole('radio', { name: 'Orchid purple' }).check();
    await expect(header.getByRole('button', { name: 'Get Quote' })).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    );
    // A light colour cannot be text on white: the visitor is told it is shown darker there.
    await expect(panel.getByText(/shown a little darker/)).toHaveCount(0);
    await panel.getByRole('radio', { name: 'Frangipani yellow' }).check();
    await expect(
      panel.getByText(/text on a light background, it is shown a little darker/),
    ).toBeVisible();
    expect(await stored(page)).toMatchObject({ name: 'Wewak Fresh Fish', accent: '#facc15' });

    const logo = panel.getByLabel('Logo picture (PNG, JPEG or WebP)');
    // Our own button and words, not the browser's "Choose File / No file chosen".
    await expect(panel.getByText('Choose a picture', { exact: true })).toBeVisible();
    await logo.setInputFiles(LOGO_PNG);
    await expect(panel.getByText('Your logo is on the page.')).toBeVisible();
    const logoUrl = (await stored(page))!.logo!;
    expect(logoUrl).toMatch(/^data:image\/webp;base64,/);
    expect(Buffer.from(logoUrl.split(',')[1]!, 'base64').length).toBeLessThanOrEqual(50_000);
    await expect(header.locator('img')).toHaveAttribute('src', logoUrl);

    const alert = panel.locator(`[id$="-logo-error"]`);
    const refusals = [
      {
        file: {
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        },
        message: 'SVG logos cannot be used here.',
      },
      {
        file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_000_000) },
        message: 'That file is larger than 5 MB.',
      },
      {
        file: {
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('Opening hours: 8 to 5'),
        },
        message: 'That file is not a PNG, JPEG or WebP picture.',
      },
      {
        // A PNG signature and nothing a browser can draw.
        file: {
          name: 'broken.png',
          mimeType: 'image/png',
          buffer: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]),
        },
        message: 'That file could not be opened as a picture',
      },
    ];
    for (const { file, message } of refusals) {
      await logo.setInputFiles(file);
      await expect(alert, file.name).toContainText(message);
      await expect(logo).toHaveAttribute('aria-invalid', 'true');
    }
    // A refused file leaves the accepted logo in place.
    expect((await stored(page))!.logo).toBe(logoUrl);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Try it with your business' })).toBeFocused();

    // It opens again on what the visitor chose; Reset brings the sample back.
    const again = await openPanel(page);
    await expect(again.getByRole('textbox', { name: 'Business name' })).toHaveValue(
      'Wewak Fresh Fish',
    );
    await again.getByRole('button', { name: 'Reset to the sample' }).click();
    await expect(header).toContainText(SAMPLE_NAME);
    await expect(again.getByRole('textbox', { name: 'Business name' })).toHaveValue('');
    await expect(header.locator('img')).toHaveCount(0);
    expect(await stored(page)).toBeNull();
  });
});

test.describe('the personalisation panel at 390 px', () => {
  test.use({ viewport: PHONE });

  test('is a bottom sheet below the header that closes with its button', async ({ page }) => {
    await openTemplate(page, PATH);
    const panel = await openPanel(page);
    const header = page.getByRole('banner');
    const [panelBox, headerBox] = await Promise.all([panel.boundingBox(), header.boundingBox()]);
    expect(panelBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    expect(panelBox!.width).toBeLessThanOrEqual(PHONE.width);

    await panel.getByRole('textbox', { name: 'Phone' }).fill('+675 7654 3210');
    await expect(page.locator('#contact')).toContainText('+675 7654 3210');

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Try it with your business' })).toBeFocused();
    expect(await stored(page)).toMatchObject({ phone: '+675 7654 3210' });
  });
});
