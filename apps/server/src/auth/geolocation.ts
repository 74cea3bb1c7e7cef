import { BlockList, isIP } from 'node:net';
import type { Geolocation } from '@emas/api';

/**
 * Where an address is, from the offline GeoIP database (geoip-lite). Loopback, private and
 * other non-public addresses, and public ones the database does not know, answer Jakarta, so a
 * sign-in from a laptop or a LAN works: the login form refuses to go on without a location.
 */
export const DEFAULT_LOCATION = {
  latitude: -6.2088,
  longitude: 106.8456,
  city: 'Jakarta',
  region: 'JK',
  country: 'ID',
} as const;

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4 seen on a dual-stack socket. */
const unmapped = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

const isPublic = (ip: string): boolean => {
  const kind = isIP(ip);
  if (kind === 0) return false;
  return !nonPublic.check(ip, kind === 4 ? 'ipv4' : 'ipv6');
};

type GeoIp = typeof import('geoip-lite');
let geoIp: Promise<GeoIp> | null = null;

/** geoip-lite reads ~150 MB of tables when loaded: only when a public address first asks. */
const loadGeoIp = (): Promise<GeoIp> => {
  geoIp ??= import('geoip-lite').then((module) => (module.default ?? module) as GeoIp);
  return geoIp;
};

const answer = (
  userIP: string,
  place: { latitude: number; longitude: number; city: string; region: string; country: string },
): Geolocation => ({
  cityLatLong: `${place.latitude},${place.longitude}`,
  city: place.city,
  region: place.region,
  country: place.country,
  userIP,
});

export const locate = async (address: string): Promise<Geolocation> => {
  const ip = unmapped(address);
  if (!isPublic(ip)) return answer(ip, DEFAULT_LOCATION);
  const found = (await loadGeoIp()).lookup(ip);
  if (found === null) return answer(ip, DEFAULT_LOCATION);
  const [latitude, longitude] = found.ll;
  // Some ranges are known only to the country: name the country rather than leave a field empty.
  return answer(ip, {
    latitude,
    longitude,
    city: found.city || found.country,
    region: found.region || found.country,
    country: found.country,
  });
};
