/**
 * A key's IP allow-list: exact addresses and CIDR blocks, IPv4 and IPv6. Pure parsing, no
 * resolver: an entry is text a person typed, a caller's address is what the server saw.
 */
type Address = { readonly version: 4 | 6; readonly value: bigint };
export type IpAllowEntry = Address & { readonly prefix: number };

const BITS = { 4: 32, 6: 128 } as const;

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

const parseIpv4 = (text: string): bigint | null => {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => OCTET.test(part))) return null;
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
};

const HEXTET = /^[0-9a-fA-F]{1,4}$/;

/** The 16-bit groups of one side of `::`; an IPv4 tail counts as two groups. */
const groupsOf = (side: string, ipv4Tail: boolean): bigint[] | null => {
  if (side === '') return [];
  const parts = side.split(':');
  const groups: bigint[] = [];
  for (const [index, part] of parts.entries()) {
    if (ipv4Tail && index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (v4 === null) return null;
      groups.push(v4 >> 16n, v4 & 0xffffn);
    } else if (HEXTET.test(part)) {
      groups.push(BigInt(`0x${part}`));
    } else {
      return null;
    }
  }
  return groups;
};

const parseIpv6 = (text: string): bigint | null => {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '', true) : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<bigint>(halves.length === 2 ? missing : 0).fill(0n), ...tail];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
};

const IPV4_MAPPED = 0xffffn << 32n;

/** An address as text, or null; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4. */
export const parseIpAddress = (text: string): Address | null => {
  const v4 = parseIpv4(text);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = text.includes(':') ? parseIpv6(text) : null;
  if (v6 === null) return null;
  if (v6 >> 32n === IPV4_MAPPED >> 32n) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
};

const maskOf = (version: 4 | 6, prefix: number): bigint => {
  const bits = BITS[version];
  return ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
};

/** An allow-list entry (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/32`), or null. */
export const parseIpAllowEntry = (text: string): IpAllowEntry | null => {
  const [addressText = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const address = parseIpAddress(addressText);
  if (address === null) return null;
  const bits = BITS[address.version];
  if (prefixText === undefined) return { ...address, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  const prefix = Number(prefixText);
  return { ...address, value: address.value & maskOf(address.version, prefix), prefix };
};

const ipv4Text = (value: bigint): string =>
  [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');

/** RFC 5952 text: lower case, no leading zeros, the longest run of zero groups as `::`. */
const ipv6Text = (value: bigint): string => {
  const groups = Array.from({ length: 8 }, (_, index) =>
    Number((value >> BigInt(112 - index * 16)) & 0xffffn),
  );
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > best.length && length > 1) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start === -1) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
};

/** An entry in its one stored and shown form: the network's address, `/prefix` for a block. */
export const ipAllowEntryText = (entry: IpAllowEntry): string => {
  const address = entry.version === 4 ? ipv4Text(entry.value) : ipv6Text(entry.value);
  return entry.prefix === BITS[entry.version] ? address : `${address}/${entry.prefix}`;
};

/** An entry as typed, in its stored form, or null when it is neither an address nor a block. */
export const normalIpAllowEntry = (text: string): string | null => {
  const entry = parseIpAllowEntry(text);
  return entry === null ? null : ipAllowEntryText(entry);
};

/** True when the address is inside the entry (the same version, the same network bits). */
const inside = (address: Address, entry: IpAllowEntry): boolean =>
  address.version === entry.version &&
  (address.value & maskOf(entry.version, entry.prefix)) === entry.value;

/**
 * Whether a caller at `ip` may use a key with this allow-list: an empty list allows every
 * address; otherwise the address must fall inside one entry. An address that does not parse
 * never matches a non-empty list.
 */
export const ipAllowed = (ip: string, allowList: readonly string[]): boolean => {
  if (allowList.length === 0) return true;
  const address = parseIpAddress(ip);
  if (address === null) return false;
  return allowList.some((text) => {
    const entry = parseIpAllowEntry(text);
    return entry !== null && inside(address, entry);
  });
};

/**
 * An allow-list as a person types it (one entry per line, or separated by commas or spaces):
 * its entries in stored form, without repeats, or the first entry that is not one.
 */
export const readIpAllowList = (
  text: string,
): { readonly entries: string[] } | { readonly invalid: string } => {
  const entries: string[] = [];
  for (const typed of text.split(/[\s,]+/).filter((part) => part !== '')) {
    const normal = normalIpAllowEntry(typed);
    if (normal === null) return { invalid: typed };
    if (!entries.includes(normal)) entries.push(normal);
  }
  return { entries };
};
