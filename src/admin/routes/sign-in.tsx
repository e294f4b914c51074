import {
  Form,
  redirect,
  useActionData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { brand } from '../../shared/brand';
import { type Session, adminApi } from '../../shared/schemas/admin';
import { ApiError, afterSignIn, api, rememberSession } from '../api';
import { Alert, Done, inputStyles, labelStyles, smallButtonStyles } from '../components/ui';
import { adminMeta } from '../meta';

export const meta = () => adminMeta('Sign in');

type Result = { error: string; busy?: boolean } | { asked: string };

// A mailed link names its token after '#', so no server or proxy log holds it (decision 106).
const linkTokenIn = (hash: string): string | undefined => /^#link=([\w-]+)$/.exec(hash)?.[1];

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  let session: Session;
  try {
    if (intent === 'link') {
      const { message } = await api<{ message: string }>(adminApi.signInLink, {
        method: 'POST',
        body: { email: field('email') },
        keep401: true,
      });
      return { asked: message } satisfies Result;
    }
    // The answer is the session (role and CSRF token): the inbox opens without asking again.
    session =
      intent === 'open-link'
        ? await api<Session>(adminApi.signInLinkSession, {
            method: 'POST',
            body: { token: field('token') },
            keep401: true,
          })
        : await api<Session>(adminApi.session, {
            method: 'POST',
            body: { email: field('email'), password: field('password') },
            keep401: true,
          });
  } catch (error) {
    // 503: every password check is taken (a flood of sign-ins); a link by mail needs none.
    if (error instanceof ApiError) {
      return { error: error.message, busy: error.status === 503 } satisfies Result;
    }
    throw error;
  }
  rememberSession(session);
  return redirect(afterSignIn(new URL(request.url).searchParams.get('next'), session.role));
}

export default function SignIn() {
  const result = useActionData<typeof clientAction>() as Result | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const sending = navigation.formData?.get('intent');
  // Sent here by the inbox's session check after the idle time (decision 089).
  const ended = useSearchParams()[0].get('ended') === '1';
  const linkToken = linkTokenIn(useLocation().hash);
  const checksBusy = result !== undefined && 'busy' in result && result.busy;
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {brand.name}
        </p>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">Sign in to the inbox</h1>
          {linkToken && !result ? (
            // A click, not the page load, spends the link: mail scanners open links too.
            <Form method="post" className="mt-5 space-y-4">
              <p className="text-sm text-stone-600">
                You opened a sign-in link from your mail. It signs this browser in once.
              </p>
              <input type="hidden" name="token" value={linkToken} />
              <button
                type="submit"
                name="intent"
                value="open-link"
                disabled={busy}
                className={`${smallButtonStyles.primary} w-full`}
              >
                {busy ? 'Signing in…' : 'Sign in'}
              </button>
            </Form>
          ) : (
            <Form method="post" className="mt-5 space-y-4">
              {result && 'asked' in result ? (
                <Done>{result.asked}</Done>
              ) : result ? (
                <Alert>{result.error}</Alert>
              ) : (
                ended && (
                  <Done>
                    Your session ended after a period of inactivity. Please sign in again.
                  </Done>
                )
              )}
              {checksBusy && (
                <p className="text-sm text-stone-700">
                  Password sign-ins are busy. We can email you a link that signs you in without your
                  password.
                </p>
              )}
              <div>
                <label htmlFor="email" className={labelStyles}>
                  Email
                </label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  className={`${inputStyles} mt-1`}
                />
              </div>
              <div>
                <label htmlFor="password" className={labelStyles}>
                  Password
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  className={`${inputStyles} mt-1`}
                />
              </div>
              <button
                type="submit"
                name="intent"
                value="password"
                disabled={busy}
                className={`${checksBusy ? smallButtonStyles.secondary : smallButtonStyles.primary} w-full`}
              >
                {sending === 'password' ? 'Signing in…' : 'Sign in'}
              </button>
              {/* No password needed for a link, so the browser does not ask for one. */}
              <button
                type="submit"
                name="intent"
                value="link"
                formNoValidate
                disabled={busy}
                className={`${checksBusy ? smallButtonStyles.primary : smallButtonStyles.secondary} w-full`}
              >
                {sending === 'link' ? 'Asking for a link…' : 'Email me a sign-in link'}
              </button>
            </Form>
          )}
        </div>
        <p className="mt-4 text-center text-sm text-stone-600">
          Forgot your password? Ask an owner to reset it: you get a link to choose a new one.
        </p>
      </div>
    </main>
  );
}
