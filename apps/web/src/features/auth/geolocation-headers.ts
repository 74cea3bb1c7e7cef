import type { Geolocation } from '@emas/api';

/** The headers the sign-in call carries, named as the spec writes them. */
export type GeolocationHeaders = {
  Latitude: string;
  Longitude: string;
  City: string;
  Region: string;
  Country: string;
  'IP-Address': string;
};

/**
 * Turns the lookup answer into the sign-in headers, or null when any required field
 * (latitude, longitude, city, region, country, user IP) is missing or blank.
 */
export function geolocationHeaders(
  location: Partial<Geolocation> | null,
): GeolocationHeaders | null {
  if (!location) return null;
  const [latitude = '', longitude = ''] = (location.cityLatLong ?? '').split(',');
  const headers: GeolocationHeaders = {
    Latitude: latitude.trim(),
    Longitude: longitude.trim(),
    City: location.city?.trim() ?? '',
    Region: location.region?.trim() ?? '',
    Country: location.country?.trim() ?? '',
    'IP-Address': location.userIP?.trim() ?? '',
  };
  return Object.values(headers).every((value) => value !== '') ? headers : null;
}
