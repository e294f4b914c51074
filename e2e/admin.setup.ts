import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { writeDatabase } from './database';
import {
  OWNER_PASSWORD,
  type Seeded,
  createAccount,
  ownerEmail,
  sendQuote,
  signInThroughPage,
} from './admin-fixtures';
import { statePath, targetAt } from './admin-targets';

// Once per dialect, before the inbox's specs: the owner account and its signed-in session, and a
// known set of quotes (one of them overdue) on the project's fresh database.

setup(
  'an owner account, signed in, and three quotes, one overdue',
  async ({ page, request, baseURL }) => {
    const target = targetAt(baseURL);
    mkdirSync(dirname(statePath(target, 'x')), { recursive: true });

    createAccount(target, ownerEmail(target), OWNER_PASSWORD);
    await signInThroughPage(page, ownerEmail(target), OWNER_PASSWORD);
    await page.context().storageState({ path: statePath(target, 'owner.json') });

    const overdue = await sendQuote(request, target, {
      name: 'Overdue Builders',
      phone: '+675 7000 0001',
      quantity: 1,
    });
    const reply = await sendQuote(request, target, {
      name: 'Reply Traders',
      phone: '+675 7000 0002',
      quantity: 2,
    });
    const whatsApp = await sendQuote(request, target, {
      name: 'Wara Fresh',
      phone: '7123 4567',
      quantity: 1,
    });
    // No API makes a quote old: its received time is moved 2 days back in the database itself.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const changed = await writeDatabase(
      target,
      'update quote_requests set created_at = ? where reference = ?',
      twoDaysAgo,
      overdue.reference,
    );
    expect(changed).toBe(1);
    const seeded: Seeded = { overdue, reply, whatsApp };
    writeFileSync(statePath(target, 'seeded.json'), JSON.stringify(seeded));
  },
);
