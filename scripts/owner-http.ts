import { type Signed, as, cookiesFrom } from '../test/helpers/admin-session';

// An owner's requests to a running server, for the scripts that publish through the API
// (`npm run bench:publish`, `npm run lighthouse -- --published`).

/** A request to one server, in-process or over HTTP: its status and body. */
export type Send = (
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: string }>;

export interface OwnerLogin {
  email: string;
  password: string;
}

/** A server process's requests over HTTP, with an owner's session when given. */
export const overHttp =
  (origin: string, signed?: Signed): Send =>
  async (method, url, body) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: signed ? as(signed, body).headers : {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.text() };
  };

/** Signs an owner in through the API, as the inbox does: the session's cookie and CSRF token. */
export async function signInOverHttp(origin: string, owner: OwnerLogin): Promise<Signed> {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (response.status !== 200) throw new Error(await response.text());
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: cookiesFrom(response.headers.getSetCookie()), csrf: csrfToken };
}

/** Saves a new price (whole Kina) for Restaurant Deluxe and publishes it; throws on a refusal. */
export async function publishRestaurantPrice(publish: Send, price: number): Promise<void> {
  const items = JSON.parse((await publish('GET', '/api/admin/content')).body) as {
    items: { key: string; code: object }[];
  };
  const code = items.items.find((item) => item.key === 'restaurant')!.code;
  for (const [url, body] of [
    [
      '/api/admin/content/changes',
      { kind: 'template', key: 'restaurant', data: { ...code, price } },
    ],
    ['/api/admin/content/versions', {}],
  ] as const) {
    const answer = await publish('POST', url, body);
    if (answer.status !== 201) throw new Error(`${url} answered ${answer.status}: ${answer.body}`);
  }
}
