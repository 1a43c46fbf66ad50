/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) on the site's default behaviour: a
 * client route such as `/domains/abc` has no file in the bucket, so it gets the SPA shell
 * `/index.html`; a path whose last segment has a file extension (`/assets/app-1a2b.js`,
 * `/config.json`, `/silent-check-sso.html`) is served as is. Unlike distribution-wide error
 * responses, this never touches `/api/*`, whose 404s stay JSON.
 */
export const spaRewriteCode = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
