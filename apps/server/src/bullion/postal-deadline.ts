import { AppError } from '../plugins/app-error.ts';
import { withDeadline } from '../plugins/deadline.ts';
import type { PostalService } from './postal-service.ts';

const late = () => new AppError('PostalServiceUnavailable');

/**
 * The postal service as the server uses it: a search or quote that has not answered within
 * `timeoutMs` is PostalServiceUnavailable, as a service that is down, so a request waits for
 * the post office no longer than that and holds nothing.
 */
export const postalWithDeadline = (service: PostalService, timeoutMs: number): PostalService => ({
  searchLocations: (text) => withDeadline(service.searchLocations(text), timeoutMs, late),
  locationOf: (postcode) => service.locationOf(postcode),
  quote: (request) => withDeadline(service.quote(request), timeoutMs, late),
  trackingEvent: (status, shipment) => service.trackingEvent(status, shipment),
});
