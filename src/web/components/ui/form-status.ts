import { CircleAlert, CircleCheck, Clock, WifiOff } from 'lucide-react';

/** What a sent form came to: stored, saved for later (offline, or the server said "later"), or not. */
export type FormOutcomeStatus = 'success' | 'offline' | 'saved' | 'error';

export const formStatusStyles: Record<FormOutcomeStatus, string> = {
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  offline: 'border-amber-200 bg-amber-50 text-amber-950',
  saved: 'border-amber-200 bg-amber-50 text-amber-950',
  error: 'border-red-200 bg-red-50 text-red-900',
};

// A submission the server put off is not a lost signal: a clock, not the "no signal" icon.
export const formStatusIcons = {
  success: CircleCheck,
  offline: WifiOff,
  saved: Clock,
  error: CircleAlert,
} as const;
