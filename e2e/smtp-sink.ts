import { createServer } from 'node:http';
import { TestSmtpServer } from '../test/helpers/smtp';

// A real SMTP server for the inbox's browser tests, run by Playwright as a web server of its own
// (playwright.config.ts): the app sends to SMTP_SINK_SMTP_PORT, and the tests read what arrived
// as JSON from http://127.0.0.1:SMTP_SINK_HTTP_PORT/mails (decision 048).

const smtpPort = Number(process.env.SMTP_SINK_SMTP_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
if (!smtpPort || !httpPort) {
  console.error('Set SMTP_SINK_SMTP_PORT and SMTP_SINK_HTTP_PORT.');
  process.exit(1);
}

const smtp = new TestSmtpServer();
smtp.port = smtpPort;
await smtp.start();

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  if (request.method !== 'GET' || url.pathname !== '/mails') {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'Only GET /mails is here.' }));
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = smtp.received.filter(
    (mail) => !to || mail.to.some((address) => address.toLowerCase() === to),
  );
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(mails));
});
http.listen(httpPort, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    http.close();
    void smtp.stop().then(() => process.exit(0));
  });
}
