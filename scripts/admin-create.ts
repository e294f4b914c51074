import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { MIN_PASSWORD_LENGTH, hashPassword } from '../src/server/admin/password';
import { saveAdmin } from '../src/server/db/repositories/admin-users';
import { emailArgument, fail, withDatabase } from './operator';

// `npm run admin:create -- --email you@example.com`: creates an owner account for /admin, or makes
// an existing one an enabled owner with a new password (ending its sessions; decision 044). The password is asked for on a terminal,
// or read from the first line of stdin: `echo "$PASSWORD" | npm run admin:create -- --email ...`.

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (text: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(text);
      muted = true;
      rl.question('', (answer) => {
        muted = false;
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  try {
    const first = await ask(question);
    const again = await ask('Type it again: ');
    if (first !== again) fail('The two passwords differ; nothing was changed.');
    return first;
  } finally {
    rl.close();
  }
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

const email = emailArgument('npm run admin:create -- --email you@example.com');

const password = process.stdin.isTTY
  ? await promptHidden(`Password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `)
  : await readStdin();
if (password.length < MIN_PASSWORD_LENGTH) {
  fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`);
}

await withDatabase(async (db, config) => {
  const outcome = await saveAdmin(
    db,
    email,
    await hashPassword(password, config.admin.passwordHashCost),
  );
  console.log(
    outcome === 'created'
      ? `Created the owner account ${email}. Sign in at ${config.publicUrl}/admin`
      : `${email} already had an account: it is now an enabled owner with the new password, and its sessions are ended.`,
  );
});
