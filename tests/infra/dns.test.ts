import { beforeAll, describe, expect, it } from 'vitest';
import { queues } from '#events/queues.ts';
import { httpContextNames, httpContexts } from '#functions/http/contexts.ts';
import { forwardingFunctionCode } from '#infra/web/forwarding-function.ts';
import { synthesizePortal } from './synthesize.ts';

/** DNS hosting and forwarding in AWS: who may change Route 53 and the forwarding store, and the forwarding distribution. */
let synthesized: ReturnType<typeof synthesizePortal>;
const dnssecKey = 'arn:aws:kms:us-east-1:111111111111:key/0000aaaa-bbbb-cccc-dddd-eeeeffff0000';
beforeAll(() => {
  synthesized = synthesizePortal({ dns: { delegationSetId: 'N0123456789ABCDEFGHIJ', dnssecKmsKeyArn: dnssecKey } });
});

const logicalId = (construct: { node: { defaultChild?: unknown } }) => synthesized.portal.stateless.getLogicalId(construct.node.defaultChild as never);

function actionsOf(role: { node: { defaultChild?: unknown } }) {
  const roleRef = JSON.stringify({ Ref: logicalId(role) });
  return Object.values(synthesized.stateless.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleRef))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .map((statement) => ({ actions: [statement.Action].flat(), resource: statement.Resource }));
}

const usesDnsHost = () => [
  ...httpContextNames.filter((name) => (httpContexts[name] as { usesDnsHost?: boolean }).usesDnsHost).map((name) => synthesized.portal.functions.httpFunctions[name]),
  ...queues.filter((queue) => (queue as { usesDnsHost?: boolean }).usesDnsHost).map((queue) => synthesized.portal.functions.consumers[queue.name]),
];

describe('DNS hosting', () => {
  it('only the declared functions may change Route 53 or the forwarding store', () => {
    const { portal } = synthesized;
    const all = [
      ...Object.values(portal.functions.httpFunctions),
      ...Object.values(portal.functions.consumers),
      ...Object.values(portal.functions.jobs),
      portal.functions.authorizerFunction,
    ];
    const hosting = usesDnsHost();
    expect(hosting.map((fn) => fn.node.id)).toContain('DnsZonesConsumer');
    expect(hosting.map((fn) => fn.node.id)).not.toContain('DnsHttp');
    for (const fn of all) {
      const dnsActions = actionsOf(fn.role)
        .flatMap((statement) => statement.actions)
        .filter((action) => /^(route53|cloudfront-keyvaluestore|kms):/.test(action));
      expect([fn.node.id, dnsActions.length > 0]).toEqual([fn.node.id, hosting.includes(fn)]);
    }
  });

  it('the dns-zones consumer: Route 53 on hosted zones, the KeyValueStore, the DNSSEC key, and the configuration to find them', () => {
    const { portal, stateless } = synthesized;
    const consumer = portal.functions.consumers['dns-zones'];
    const statements = actionsOf(consumer.role);
    const find = (action: string) => statements.find((statement) => statement.actions.includes(action));
    expect(JSON.stringify(find('route53:ChangeResourceRecordSets')!.resource)).toContain(':route53:::hostedzone/*');
    expect(find('route53:CreateHostedZone')!.resource).toBe('*');
    expect(find('cloudfront-keyvaluestore:UpdateKeys')).toEqual({
      actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:GetKey', 'cloudfront-keyvaluestore:UpdateKeys'],
      resource: portal.consumers.resolve(portal.stateless.forwarding.keyValueStore.keyValueStoreArn),
    });
    expect(find('kms:Sign')!.resource).toBe(dnssecKey);
    const variables = stateless.findResources('AWS::Lambda::Function')[logicalId(consumer.function)]!.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      DNS_HOST: 'route53',
      FORWARDING_STORE: 'cloudfront-kvs',
      ROUTE53_DELEGATION_SET_ID: 'N0123456789ABCDEFGHIJ',
      ROUTE53_DNSSEC_KMS_KEY_ARN: dnssecKey,
      PRODUCT_NAME_SERVERS: 'ns1.okisnavn.fo,ns2.okisnavn.fo',
      FORWARDING_KVS_ARN: portal.consumers.resolve(portal.stateless.forwarding.keyValueStore.keyValueStoreArn),
      FORWARDING_TARGET: portal.consumers.resolve(portal.stateless.forwarding.distribution.distributionDomainName),
    });
  });
});

describe('forwarding', () => {
  it('a KeyValueStore, a viewer-request function that reads it, and a distribution running it on every request', () => {
    const { portal, stateless } = synthesized;
    stateless.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    const functions = Object.values(stateless.findResources('AWS::CloudFront::Function'));
    expect(functions).toHaveLength(1);
    expect(functions[0]!.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0', KeyValueStoreAssociations: [{ KeyValueStoreARN: expect.anything() }] });
    const code = JSON.stringify(functions[0]!.Properties.FunctionCode);
    expect(code).toContain('cf.kvs(');
    const distribution = Object.values(stateless.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [portal.stateless.getLogicalId(portal.stateless.forwarding.function.node.defaultChild as never), 'FunctionARN'] },
      },
    ]);
  });

  it('the function answers the redirect itself (path and query kept when asked) and 404 for an unknown host', async () => {
    // Run the function's code with a stand-in for the `cloudfront` module's KeyValueStore.
    const rules: Record<string, string> = {
      'example.fo': JSON.stringify({ u: 'https://example.net/base/', s: 301, p: 1 }),
      'www.example.fo': JSON.stringify({ u: 'https://example.net', s: 302, p: 0 }),
    };
    const source = forwardingFunctionCode('kvs-id').replace("import cf from 'cloudfront';", '').replace("cf.kvs('kvs-id')", 'kvs').concat('\nreturn handler;');
    const handler = new Function('kvs', source)({
      get: async (key: string) => {
        if (!(key in rules)) throw new Error('not found');
        return rules[key];
      },
    }) as (event: unknown) => Promise<{ statusCode: number; headers?: { location: { value: string } } }>;
    const event = (host: string, uri: string, querystring: Record<string, { value: string }> = {}) => ({ request: { headers: { host: { value: host } }, uri, querystring } });
    expect(await handler(event('Example.FO', '/a/b', { q: { value: '1' } }))).toMatchObject({
      statusCode: 301,
      headers: { location: { value: 'https://example.net/base/a/b?q=1' } },
    });
    expect(await handler(event('www.example.fo', '/a'))).toMatchObject({ statusCode: 302, headers: { location: { value: 'https://example.net' } } });
    expect((await handler(event('other.fo', '/'))).statusCode).toBe(404);
  });
});
