import { redirect } from 'react-router';
import { adminApi } from '../../shared/schemas/admin';
import { ApiError, api, rememberSession } from '../api';

// The navigation's "Sign out" posts here; there is nothing to show.
export async function clientAction() {
  try {
    await api<{ message: string }>(adminApi.session, { method: 'DELETE' });
  } catch (error) {
    // Already signed out elsewhere is as good as signed out here.
    if (!(error instanceof ApiError)) throw error;
  }
  rememberSession(undefined);
  return redirect('/admin/sign-in');
}

export const clientLoader = () => redirect('/admin');

export default function SignOut() {
  return null;
}

export function HydrateFallback() {
  return null;
}
