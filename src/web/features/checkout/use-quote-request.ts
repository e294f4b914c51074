import { useRef, useState } from 'react';
import type { QuoteRequestResponse } from '../../../shared/schemas/quote-request';
import { newIdempotencyKey } from '../../../shared/json-client';
import { postJson } from '../../lib/api';
import type { QuotePayload } from './quote-payload';

/** A template as the confirmation lists it: what was asked for, with what it was tried with. */
export type SentItem = Pick<
  QuotePayload['items'][number],
  'id' | 'title' | 'quantity' | 'personalisation'
>;

export type QuoteState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'success'; reference: string; email: string; items: readonly SentItem[] }
  | { kind: 'failure'; detail: string | undefined };

/**
 * Sends quote requests one at a time. The same order sent again after a failure keeps its
 * Idempotency-Key, so a request that did reach the server is never stored twice.
 */
export function useQuoteRequest() {
  const [state, setState] = useState<QuoteState>({ kind: 'idle' });
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);

  async function submit(payload: QuotePayload): Promise<boolean> {
    // A second click lands before React re-renders the disabled button: refuse it here.
    if (inFlight.current) return false;
    inFlight.current = true;
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setState({ kind: 'busy' });
    try {
      const result = await postJson<QuoteRequestResponse>(
        '/api/quote-request',
        payload,
        attempt.current.key,
      );
      if (result.kind === 'ok') {
        attempt.current = null;
        setState({
          kind: 'success',
          reference: result.body.reference,
          email: payload.customer.email,
          items: payload.items.map(({ id, title, quantity, personalisation }) => ({
            id,
            title,
            quantity,
            personalisation,
          })),
        });
        return true;
      }
      const reason =
        result.kind === 'error'
          ? (result.message ?? 'Failed to submit quote request')
          : 'Failed to submit quote request';
      // Logged, not thrown: the visitor sees the message below and keeps the cart.
      console.warn('Quote request failed:', new Error(reason));
      setState({ kind: 'failure', detail: result.kind === 'error' ? result.message : undefined });
      return false;
    } finally {
      inFlight.current = false;
    }
  }

  return { state, submit };
}
