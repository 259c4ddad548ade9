import { errorStatus } from '../../dataProvider';

/**
 * The reporter's lookup of the detail page (header and not-found check share it): logged when it fails (spec section
 * 8), and not retried once the server has said 404.
 */
export const reporterLookup = {
  onError: (failure: unknown) => console.error(failure),
  retry: (failures: number, failure: unknown) => errorStatus(failure) !== 404 && failures < 3,
};
