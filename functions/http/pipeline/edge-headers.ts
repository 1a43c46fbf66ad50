/**
 * Headers the edge (CloudFront in AWS, the local gateway in `npm start`) puts on every API
 * request, overwriting whatever the viewer sent under the same name.
 */

/**
 * The viewer's own address. API Gateway's `sourceIp` behind CloudFront is an edge server's, so
 * every user would share one per-address limit; a viewer-request function writes the viewer's
 * (infra/web/viewer-address.ts).
 */
export const viewerAddressHeader = 'x-viewer-address';

/** The caller's address for per-address limits: the edge's header, else the connection's. */
export function viewerAddress(headers: Record<string, string | undefined>, connectionAddress: string): string {
  const fromEdge = headers[viewerAddressHeader]?.trim();
  return fromEdge ? fromEdge : connectionAddress;
}

/**
 * Proof that a request came through the portal's own edge: CloudFront adds it to every request to
 * the API origin (replacing any a viewer sent) with the current origin secret; the HTTP pipeline
 * refuses a request without it before anything else (origin-check.ts). So nobody reaches the API
 * around the WAF, or claims another viewer address.
 */
export const originVerifyHeader = 'x-origin-verify';
