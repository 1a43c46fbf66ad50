/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) of the forwarding distribution: the
 * Host header names a forwarded domain (or its www); its rule comes from the KeyValueStore the
 * dns-zones consumer writes (functions/adapters/dns/cloudfront-forwarding-store.ts: value
 * `{"u": url, "s": 301|302, "p": 1 if the path is kept}`), and the answer is the redirect itself —
 * the origin is never asked. An unknown host is a 404.
 */
export function forwardingFunctionCode(keyValueStoreId: string): string {
  return `
import cf from 'cloudfront';
const rules = cf.kvs('${keyValueStoreId}');

function queryOf(querystring) {
  const parts = [];
  for (const name in querystring) {
    const entry = querystring[name];
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let index = 0; index < values.length; index++) {
      parts.push(values[index].value === '' ? name : name + '=' + values[index].value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

async function handler(event) {
  const request = event.request;
  const host = request.headers.host ? request.headers.host.value.toLowerCase().replace(/\\.$/, '') : '';
  let rule;
  try {
    rule = JSON.parse(await rules.get(host));
  } catch (missing) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  let location = rule.u;
  if (rule.p) {
    location = location.replace(/\\/+$/, '') + request.uri + queryOf(request.querystring);
  }
  return {
    statusCode: rule.s,
    statusDescription: rule.s === 301 ? 'Moved Permanently' : 'Found',
    headers: { location: { value: location }, 'cache-control': { value: rule.s === 301 ? 'max-age=3600' : 'no-store' } },
  };
}
`;
}
