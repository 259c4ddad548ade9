import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddresses, type ResolvedAddress } from './webhook-addresses.js';

/** The X-Signature header's value: the hex HMAC-SHA256 of the body's bytes with the hook's secret. */
export const signatureOf = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** What one attempt came to: the answer's status code, or why there was none. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Hands the connection the address that was checked, never a second lookup's answer (DNS rebinding). */
const pinnedLookup =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * POSTs a delivery's body to the hook's URL, signed, within `timeoutMs` (the answer's body is not read beyond its
 * end). The host is resolved and checked first and the connection goes to the checked address; a refused address is
 * an outcome with its reason, not an exception. Redirects are not followed (they could lead anywhere).
 */
export const sendWebhook = async (
  target: { url: string; secret: string; body: string; event: string; deliveryId: string },
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptOutcome> => {
  const started = Date.now();
  const outcome = (statusCode: number | null, error: string | null): AttemptOutcome => ({
    statusCode,
    error,
    durationMs: Date.now() - started,
  });
  const url = new URL(target.url);
  const checked = await checkedAddresses(url, options.allowPrivate);
  if ('refusal' in checked) return outcome(null, checked.refusal);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(checked.addresses[0]),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(target.body),
          'User-Agent': 'newsroom-back-office-webhooks',
          'X-Signature': signatureOf(target.body, target.secret),
          'X-Webhook-Event': target.event,
          'X-Webhook-Delivery': target.deliveryId,
        },
        timeout: options.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(outcome(response.statusCode ?? null, null)));
        response.on('error', () => resolve(outcome(response.statusCode ?? null, null)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve(outcome(null, error.message)));
    request.end(target.body);
  });
};
