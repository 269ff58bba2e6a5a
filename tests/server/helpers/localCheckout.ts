/** Pressing Pay or Cancel on the local test checkout page, as a browser posts its forms. */
import type { Client } from './testServer';

/** The hidden token of the checkout page's forms. */
export function formToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('the checkout page has no token');
  return match[1];
}

export function postForm(client: Client, path: string, fields: Record<string, string>): Promise<Response> {
  return client.send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Opens the checkout page at `url` and presses `button`; answers the redirect. */
export async function pressOnCheckout(client: Client, url: string, button: 'pay' | 'cancel'): Promise<Response> {
  const path = new URL(url, client.baseUrl);
  const page = await client.get(path.pathname + path.search);
  const html = await page.text();
  return postForm(client, `${path.pathname}/${button}${path.search}`, { token: formToken(html) });
}
