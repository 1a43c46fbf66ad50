import { viewerAddressHeader } from '../../functions/http/pipeline/edge-headers.ts';

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) on `/api/*`: writes the viewer's
 * address into the header the API's per-address rate limits read, replacing any value the viewer
 * sent. Behind CloudFront, API Gateway sees only the edge server's address.
 */
export const viewerAddressCode = `
function handler(event) {
  var request = event.request;
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return request;
}
`;
