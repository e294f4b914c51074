import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:3800/templates/local-business';
for (const [w, h] of [[390, 300], [768, 300], [1024, 300], [1280, 300]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto(base); await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/bar/s-${w}.png` });
  if (w === 390 || w === 1280) {
    await p.getByRole('button', { name: 'Add to quote' }).click();
    await p.keyboard.press('Tab');
    await p.getByRole('link', {name: /Next template/}).focus();
    await p.screenshot({ path: `/tmp/bar/s-${w}-added.png` });
    await p.getByRole('button', { name: 'Hide the preview bar' }).click();
    await p.setViewportSize({ width: w, height: 800 });
    await p.screenshot({ path: `/tmp/bar/s-${w}-hidden.png` });
  }
  await p.close();
}
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto(base); await p.waitForTimeout(1500);
await p.getByRole('button', { name: 'Phone' }).click(); await p.waitForTimeout(2500);
await p.screenshot({ path: `/tmp/bar/s-frame.png` });
await b.close();
