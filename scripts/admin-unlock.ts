import { unlockSignIn } from '../src/server/db/repositories/sign-in-throttle';
import { emailArgument, withDatabase } from './operator';

// `npm run admin:unlock -- --email someone@example.com`: forgets the counted sign-in attempts on
// this email, at the /admin sign-in and the loyalty login, from every address (decision 036).

const email = emailArgument('npm run admin:unlock -- --email someone@example.com').toLowerCase();

await withDatabase(async (db) => {
  const cleared = await unlockSignIn(db, email);
  console.log(
    cleared > 0
      ? `${email} can sign in again: ${cleared} throttle record${cleared === 1 ? '' : 's'} cleared.`
      : `${email} had no counted sign-in attempts; nothing to clear.`,
  );
});
