import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where a webhook may point (issue 44, SSRF): never at a link-local address (169.254.0.0/16, fe80::/10, where clouds
 * serve instance credentials), and at a private or loopback one only with WEBHOOKS_ALLOW_PRIVATE=true. Judged on
 * every address the host name resolves to, when the hook is saved and again at each delivery, which connects to the
 * address it checked (so a name that resolves elsewhere the second time cannot slip through).
 */
const linkLocal = new net.BlockList();
linkLocal.addSubnet('169.254.0.0', 16, 'ipv4');
linkLocal.addSubnet('fe80::', 10, 'ipv6');

const internal = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3], // multicast and reserved, up to the broadcast address
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

export const webhookAddressMessages = {
  linkLocal: 'Webhook URL must not point to a link-local address',
  private: 'Webhook URL must not point to a private or loopback address',
  unresolved: "Webhook URL's host name could not be resolved",
} as const;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
const plain = ({ address, family }: ResolvedAddress): ResolvedAddress => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? { address: mapped[1], family: 4 } : { address, family };
};

/** Why the address may not be called, or undefined when it may. */
export const addressRefusal = (resolved: ResolvedAddress, allowPrivate: boolean) => {
  const { address, family } = plain(resolved);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (linkLocal.check(address, type)) return webhookAddressMessages.linkLocal;
  if (!allowPrivate && internal.check(address, type)) return webhookAddressMessages.private;
  return undefined;
};

/** The host of a URL as an address lookup takes it (an IPv6 literal without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address the host is reached at: itself when it is an address, else all its name resolves to. */
export const resolveHost = async (host: string): Promise<ResolvedAddress[]> => {
  const family = net.isIP(host);
  if (family === 4 || family === 6) return [{ address: host, family }];
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map(({ address, family: found }) => ({ address, family: found === 6 ? 6 : 4 }));
};

/**
 * The addresses of the URL's host, each allowed; an answer with the refusal when one is not (a name that resolves
 * to a public and a private address is refused: a client may connect to either).
 */
export const checkedAddresses = async (
  url: URL,
  allowPrivate: boolean,
): Promise<{ addresses: ResolvedAddress[] } | { refusal: string }> => {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveHost(hostOf(url));
  } catch {
    return { refusal: webhookAddressMessages.unresolved };
  }
  if (addresses.length === 0) return { refusal: webhookAddressMessages.unresolved };
  for (const address of addresses) {
    const refusal = addressRefusal(address, allowPrivate);
    if (refusal) return { refusal };
  }
  return { addresses };
};
