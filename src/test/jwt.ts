const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A token shaped like the server's (header.payload.signature, base64url) carrying `claims`; the signature is not
 * a real one, as the app never checks it.
 *
 * @example
 * const now = Date.parse('2030-01-01T10:00:00Z') / 1000;
 * jwt({ sub: 'admin-1', iat: now, exp: now + 30 * 60 }); // a 30-minute token
 */
export const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
