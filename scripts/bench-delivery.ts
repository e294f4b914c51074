import { get } from 'node:http';
import { portMoresbyToday } from '../src/server/db/repositories/invoice-days';

// Issue 46's "Done when": the time from a template order's last payment being recorded to its
// site being served at its own address, median of ten, against a running built server with an
// owner account whose bank details are set:
//
//   node --import tsx scripts/bench-delivery.ts http://127.0.0.1:3156 owner@example.com 'password'

const [baseURL, email, password] = process.argv.slice(2);
if (!baseURL || !email || !password) {
  console.error('usage: bench-delivery.ts <base URL> <owner email> <password>');
  process.exit(2);
}
const RUNS = 10;

const signedIn = await fetch(`${baseURL}/api/admin/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
if (!signedIn.ok) throw new Error(`sign-in: ${await signedIn.text()}`);
const cookie = signedIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const { csrfToken } = (await signedIn.json()) as { csrfToken: string };

let key = 0;
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      cookie,
      'x-csrf-token': csrfToken,
      'idempotency-key': `bench-delivery-${Date.now()}-${(key += 1)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A GET of `/` on this server for another host: the site's, without DNS. */
const pageAt = (host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(`${baseURL}/`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).once('error', reject);
  });

const times: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const name = `Bench Kitchen ${Date.now()}`;
  const quote = await call('POST', '/api/quote-request', {
    customer: {
      name: 'Kila Tau',
      email: 'bench@example.com',
      phone: '+675 7000 2345',
      company: '',
    },
    items: [
      {
        id: 3,
        quantity: 1,
        personalisation: { name, tagline: '', phone: '', email: '', town: '', accent: '#9a3412' },
      },
    ],
    message: 'A benchmark order.',
  });
  const reference = quote.reference as string;
  await call('PATCH', `/api/admin/quotes/${reference}`, { status: 'won' });
  const issued = await call('POST', `/api/admin/quotes/${reference}/invoices`, { kind: 'full' });
  const invoice = (issued.invoices as { number: string; total: number }[]).at(-1)!;
  const paid = await call('POST', `/api/admin/invoices/${invoice.number}/payments`, {
    amount: (invoice.total / 100).toFixed(2),
    paidOn: portMoresbyToday(new Date()),
    method: 'cash',
  });
  const recorded = performance.now();
  const { address } = (paid.sites as { address: string }[])[0]!;
  const url = new URL(address);
  // The site's host, asked of this server (no DNS needed for *.localhost or another domain).
  for (;;) {
    const page = await pageAt(url.host);
    if (page.status === 200 && page.body.includes(name)) break;
    if (performance.now() - recorded > 300_000) throw new Error(`${address} not served in 5 min`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.push(performance.now() - recorded);
  console.log(`run ${run}: ${(times.at(-1)! / 1000).toFixed(2)} s from payment to ${address}`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = (sorted[4]! + sorted[5]!) / 2;
console.log(
  `payment → site served, median of ${RUNS}: ${(median / 1000).toFixed(2)} s (min ${(sorted[0]! / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s; bar 5 min, aim 1 min)`,
);
