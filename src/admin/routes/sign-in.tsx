import { Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { brand } from '../../shared/brand';
import { type Session, adminApi } from '../../shared/schemas/admin';
import { ApiError, afterSignIn, api, rememberSession } from '../api';
import { Alert, Done, inputStyles, labelStyles, smallButtonStyles } from '../components/ui';
import { adminMeta } from '../meta';

export const meta = () => adminMeta('Sign in');

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  let session: Session;
  try {
    // The answer is the session (role and CSRF token): the inbox opens without asking again.
    session = await api<Session>(adminApi.session, {
      method: 'POST',
      body: {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      },
      keep401: true,
    });
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  rememberSession(session);
  return redirect(afterSignIn(new URL(request.url).searchParams.get('next'), session.role));
}

export default function SignIn() {
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== 'idle';
  // Sent here by the inbox's session check after the idle time (decision 089).
  const ended = useSearchParams()[0].get('ended') === '1';
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {brand.name}
        </p>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">Sign in to the inbox</h1>
          <Form method="post" className="mt-5 space-y-4">
            {result?.error ? (
              <Alert>{result.error}</Alert>
            ) : (
              ended && (
                <Done>Your session ended after a period of inactivity. Please sign in again.</Done>
              )
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
            <button type="submit" disabled={busy} className={`${smallButtonStyles.primary} w-full`}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </Form>
        </div>
        <p className="mt-4 text-center text-sm text-stone-600">
          Forgot your password? Ask an owner to send you a new sign-in link.
        </p>
      </div>
    </main>
  );
}
