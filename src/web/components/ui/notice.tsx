import { CircleAlert, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formStatusStyles } from './form-status';

/** A page's problem in a box: the server's refusal (error) or no connection (offline). */
export function Notice({ tone, children }: { tone: 'error' | 'offline'; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : WifiOff;
  return (
    <div role="alert" className={`flex gap-3 rounded-2xl border p-5 ${formStatusStyles[tone]}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
