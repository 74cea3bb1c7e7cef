/** Proves the sign-in headers come from the lookup only when every required field is there. */
import { describe, expect, it } from 'vitest';
import { geolocationHeaders } from './geolocation-headers.ts';

const jakarta = {
  cityLatLong: '-6.2146,106.8451',
  city: 'Jakarta',
  region: 'JK',
  country: 'ID',
  userIP: '203.0.113.7',
};

describe('geolocationHeaders', () => {
  it('splits cityLatLong and names the headers as the spec does', () => {
    expect(geolocationHeaders(jakarta)).toEqual({
      Latitude: '-6.2146',
      Longitude: '106.8451',
      City: 'Jakarta',
      Region: 'JK',
      Country: 'ID',
      'IP-Address': '203.0.113.7',
    });
  });

  it.each([
    ['latitude and longitude', { cityLatLong: '' }],
    ['longitude', { cityLatLong: '-6.2146' }],
    ['longitude (blank)', { cityLatLong: '-6.2146, ' }],
    ['city', { city: '' }],
    ['region', { region: '  ' }],
    ['country', { country: undefined }],
    ['user IP', { userIP: '' }],
  ])('gives null when %s is missing', (_field, change) => {
    expect(geolocationHeaders({ ...jakarta, ...change })).toBeNull();
  });

  it('gives null without a lookup answer', () => {
    expect(geolocationHeaders(null)).toBeNull();
  });
});
