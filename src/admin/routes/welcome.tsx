import { Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { brand } from '../../shared/brand';
import { MIN_PASSWORD_LENGTH, adminApi } from '../../shared/schemas/admin';
import type { LinkInfoSchema, Session } from '../../shared/schemas/admin';
import type { z } from 'zod';
import { ApiError, api, rememberSession } from '../api';
import { Alert, Loading, inputStyles, labelStyles, smallButtonStyles } from '../components/ui';
import { adminMeta } from '../meta';

type LinkInfo = z.output<typeof LinkInfoSchema>;

export const meta = () => adminMeta('Choose your password');

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  try {
    const link = await api<LinkInfo>(adminApi.link(params.token ?? ''), { keep401: true });
    return { link, error: '' };
  } catch (error) {
    // An expired or used link is a page to read, not a crash: show the server's sentence.
    if (error instanceof ApiError) return { link: undefined, error: error.message };
    throw error;
  }
}

export async function clientAction({ params, request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  try {
    await api<Session>(adminApi.link(params.token ?? ''), {
      method: 'POST',
      body: { password: String(form.get('password') ?? '') },
      keep401: true,
    });
    // The inbox layout reads the session afresh (role and CSRF token) once signed in.
    rememberSession(undefined);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  return redirect('/admin');
}

export default function Welcome() {
  const { link, error } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== 'idle';
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {brand.name}
        </p>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">Choose your password</h1>
          {link ? (
            <Form method="post" className="mt-5 space-y-4">
              <p className="text-sm text-stone-600">
                {link.purpose === 'invite' ? 'Welcome to the inbox. ' : ''}
                You will sign in as <strong className="text-stone-950">{link.email}</strong>.
              </p>
              {result?.error && <Alert>{result.error}</Alert>}
              <div>
                <label htmlFor="password" className={labelStyles}>
                  New password
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  aria-describedby="password-hint"
                  className={`${inputStyles} mt-1`}
                />
                <p id="password-hint" className="mt-1 text-sm text-stone-500">
                  At least {MIN_PASSWORD_LENGTH} characters; a few words you remember work well.
                </p>
              </div>
              <button
                type="submit"
                disabled={busy}
                className={`${smallButtonStyles.primary} w-full`}
              >
                {busy ? 'Saving…' : 'Save password and sign in'}
              </button>
            </Form>
          ) : (
            <div className="mt-5 space-y-4">
              <Alert>{error}</Alert>
              <p className="text-sm text-stone-600">Ask an owner to send you a new sign-in link.</p>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}

export function HydrateFallback() {
  return (
    <main className="mx-auto max-w-sm p-6">
      <Loading />
    </main>
  );
}
