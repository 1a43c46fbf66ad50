import * as sdk from '@aws-sdk/client-route-53';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReceivedRequest, type Route53StandIn, startRoute53StandIn } from '#tests/fixtures/route53-stand-in.ts';
import { AwsRefusal } from './aws-xml-client.ts';
import { type Route53Api, route53Api } from './route53-api.ts';

/**
 * Our Route 53 client (aws-lite and a plugin of our own) against the SDK's commands: the same
 * steps run once through `@aws-sdk/client-route-53` and once through ours, each against its own
 * Route 53 stand-in; the requests must be the same (method, path, query, the XML's elements in
 * their order, signed for us-east-1/route53) and the answers read alike. There is no Route 53 to
 * run here, so the SDK's requests are the contract.
 */

const credentials = { accessKeyId: 'AKIDROUTE53', secretAccessKey: 'secret', sessionToken: 'session-token' };
const xml = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false, ignoreDeclaration: true });
const elements = (body: string) => (body ? xml.parse(body) : null);
const scope = (request: ReceivedRequest) => /Credential=[^/]+\/\d{8}\/([^,]+),/.exec(String(request.headers.authorization))?.[1];

const standIns: Route53StandIn[] = [];
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()));
});

async function both() {
  const theirs = await startRoute53StandIn();
  const ours = await startRoute53StandIn();
  standIns.push(theirs, ours);
  return {
    theirs,
    ours,
    client: new sdk.Route53Client({ region: 'us-east-1', endpoint: theirs.endpoint, credentials, maxAttempts: 1 }),
    api: route53Api({ endpoint: ours.endpoint, credentials: async () => credentials }),
  };
}

/** A step run through both: what each answered (or the refusal's name), and the request each sent. */
async function step<T, U>(pair: Awaited<ReturnType<typeof both>>, viaSdk: (client: sdk.Route53Client) => Promise<T>, viaOurs: (api: Route53Api) => Promise<U>) {
  const failed = (error: unknown) => ({ refused: (error as Error).name });
  const theirAnswer = await viaSdk(pair.client).catch(failed);
  const ourAnswer = await viaOurs(pair.api).catch(failed);
  const theirRequest = pair.theirs.received.at(-1)!;
  const ourRequest = pair.ours.received.at(-1)!;
  expect(ourRequest.method).toBe(theirRequest.method);
  expect(decodeURIComponent(ourRequest.url)).toBe(decodeURIComponent(theirRequest.url).replace(/\/rrset\/$/, '/rrset'));
  expect(elements(ourRequest.body)).toEqual(elements(theirRequest.body));
  if (theirRequest.body) expect(ourRequest.headers['content-type']).toMatch(/xml/);
  expect(scope(ourRequest)).toBe('us-east-1/route53/aws4_request');
  expect(ourRequest.headers['x-amz-security-token']).toBe(theirRequest.headers['x-amz-security-token']);
  return { theirs: theirAnswer as T | { refused: string }, ours: ourAnswer as U | { refused: string } };
}

const zone = 'example.fo';
const wantedSets: sdk.ResourceRecordSet[] = [
  { Name: `${zone}.`, Type: 'A', TTL: 300, ResourceRecords: [{ Value: '192.0.2.10' }, { Value: '192.0.2.11' }] },
  // Text that XML escapes, and a value aws-lite's own reading would turn into a number.
  { Name: `${zone}.`, Type: 'TXT', TTL: 3600, ResourceRecords: [{ Value: '"v=spf1 include:_spf.døme.fo ~all"' }, { Value: '"a&b<c>d"' }] },
  { Name: `legacy.${zone}.`, Type: 'CNAME', TTL: 60, ResourceRecords: [{ Value: '123.' }] },
  { Name: `www.${zone}.`, Type: 'A', AliasTarget: { HostedZoneId: 'Z2FDTNDATAQYW2', DNSName: 'd111.cloudfront.net.', EvaluateTargetHealth: false } },
];

describe('Route 53 through @aws-lite/client: the requests and answers of the SDK', () => {
  it('zones: find, create, change, list, delete', async () => {
    const pair = await both();

    const none = await step(
      pair,
      (client) => client.send(new sdk.ListHostedZonesByNameCommand({ DNSName: zone, MaxItems: 1 })),
      (api) => api.listHostedZonesByName({ DNSName: zone, MaxItems: 1 }),
    );
    expect(none.theirs).toMatchObject({ HostedZones: [] });
    expect(none.ours).toEqual([]);

    await step(
      pair,
      (client) =>
        client.send(
          new sdk.CreateHostedZoneCommand({
            Name: zone,
            CallerReference: 'example.fo-1',
            DelegationSetId: 'N0123456789',
            HostedZoneConfig: { Comment: 'Økisnavn', PrivateZone: false },
          }),
        ),
      (api) => api.createHostedZone({ Name: zone, CallerReference: 'example.fo-1', DelegationSetId: 'N0123456789', HostedZoneConfig: { Comment: 'Økisnavn', PrivateZone: false } }),
    );

    const found = await step(
      pair,
      (client) => client.send(new sdk.ListHostedZonesByNameCommand({ DNSName: zone, MaxItems: 1 })),
      (api) => api.listHostedZonesByName({ DNSName: zone, MaxItems: 1 }),
    );
    const theirZones = (found.theirs as sdk.ListHostedZonesByNameCommandOutput).HostedZones!;
    expect(found.ours).toEqual(theirZones.map((hosted) => ({ Id: hosted.Id, Name: hosted.Name })));
    const id = theirZones[0]!.Id!.replace('/hostedzone/', '');

    await step(
      pair,
      (client) =>
        client.send(
          new sdk.ChangeResourceRecordSetsCommand({
            HostedZoneId: id,
            ChangeBatch: { Comment: 'Økisnavn: the saved records', Changes: wantedSets.map((set) => ({ Action: 'UPSERT', ResourceRecordSet: set })) },
          }),
        ),
      (api) =>
        api.changeResourceRecordSets({
          HostedZoneId: id,
          ChangeBatch: { Comment: 'Økisnavn: the saved records', Changes: wantedSets.map((set) => ({ Action: 'UPSERT', ResourceRecordSet: set })) },
        }),
    );

    const listed = await step(
      pair,
      (client) => client.send(new sdk.ListResourceRecordSetsCommand({ HostedZoneId: id })),
      (api) => api.listResourceRecordSets({ HostedZoneId: id }),
    );
    const theirSets = (listed.theirs as sdk.ListResourceRecordSetsCommandOutput).ResourceRecordSets!;
    expect(theirSets).toHaveLength(6);
    expect(listed.ours).toEqual({ ResourceRecordSets: theirSets, IsTruncated: false });
    expect(theirSets.find((set) => set.Type === 'CNAME')!.ResourceRecords).toEqual([{ Value: '123.' }]);

    const paged = await step(
      pair,
      (client) => client.send(new sdk.ListResourceRecordSetsCommand({ HostedZoneId: id, StartRecordName: `www.${zone}.`, StartRecordType: 'A' })),
      (api) => api.listResourceRecordSets({ HostedZoneId: id, StartRecordName: `www.${zone}.`, StartRecordType: 'A' }),
    );
    expect(paged.ours).toMatchObject({ IsTruncated: false });

    // Route 53 refuses a DELETE whose values are not the current ones: the whole batch.
    const stale = { ...wantedSets[0]!, ResourceRecords: [{ Value: '192.0.2.99' }] };
    const refused = await step(
      pair,
      (client) => client.send(new sdk.ChangeResourceRecordSetsCommand({ HostedZoneId: id, ChangeBatch: { Changes: [{ Action: 'DELETE', ResourceRecordSet: stale }] } })),
      (api) => api.changeResourceRecordSets({ HostedZoneId: id, ChangeBatch: { Changes: [{ Action: 'DELETE', ResourceRecordSet: stale }] } }),
    );
    expect(refused.ours).toEqual(refused.theirs);
    expect(refused.ours).toEqual({ refused: 'InvalidChangeBatch' });

    const notEmpty = await step(
      pair,
      (client) => client.send(new sdk.DeleteHostedZoneCommand({ Id: id })),
      (api) => api.deleteHostedZone({ Id: id }),
    );
    expect(notEmpty.ours).toEqual(notEmpty.theirs);
    expect(notEmpty.ours).toEqual({ refused: 'HostedZoneNotEmpty' });

    await step(
      pair,
      (client) =>
        client.send(
          new sdk.ChangeResourceRecordSetsCommand({ HostedZoneId: id, ChangeBatch: { Changes: wantedSets.map((set) => ({ Action: 'DELETE', ResourceRecordSet: set })) } }),
        ),
      (api) => api.changeResourceRecordSets({ HostedZoneId: id, ChangeBatch: { Changes: wantedSets.map((set) => ({ Action: 'DELETE', ResourceRecordSet: set })) } }),
    );
    const deleted = await step(
      pair,
      (client) => client.send(new sdk.DeleteHostedZoneCommand({ Id: id })),
      (api) => api.deleteHostedZone({ Id: id }),
    );
    expect(deleted.ours).toBeUndefined();
    expect(pair.ours.zones.size).toBe(0);
    expect(pair.theirs.zones.size).toBe(0);
  });

  it('DNSSEC: a key-signing key, signing on, the key read, signing off, the key removed', async () => {
    const pair = await both();
    const kms = 'arn:aws:kms:us-east-1:111111111111:key/0f0f0f0f-1111-2222-3333-444444444444';
    await step(
      pair,
      (client) => client.send(new sdk.CreateHostedZoneCommand({ Name: zone, CallerReference: 'example.fo-2', HostedZoneConfig: { Comment: 'Økisnavn', PrivateZone: false } })),
      (api) => api.createHostedZone({ Name: zone, CallerReference: 'example.fo-2', HostedZoneConfig: { Comment: 'Økisnavn', PrivateZone: false } }),
    );
    const id = [...pair.theirs.zones.keys()][0]!;
    const createKey = () =>
      step(
        pair,
        (client) =>
          client.send(
            new sdk.CreateKeySigningKeyCommand({ HostedZoneId: id, KeyManagementServiceArn: kms, Name: 'okisnavn', Status: 'ACTIVE', CallerReference: 'example.fo-ksk-1' }),
          ),
        (api) => api.createKeySigningKey({ HostedZoneId: id, KeyManagementServiceArn: kms, Name: 'okisnavn', Status: 'ACTIVE', CallerReference: 'example.fo-ksk-1' }),
      );
    await createKey();
    const again = await createKey();
    expect(again.ours).toEqual(again.theirs);
    expect(again.ours).toEqual({ refused: 'KeySigningKeyAlreadyExists' });

    await step(
      pair,
      (client) => client.send(new sdk.EnableHostedZoneDNSSECCommand({ HostedZoneId: id })),
      (api) => api.enableHostedZoneDnssec({ HostedZoneId: id }),
    );
    const dnssec = await step(
      pair,
      (client) => client.send(new sdk.GetDNSSECCommand({ HostedZoneId: id })),
      (api) => api.getDnssec({ HostedZoneId: id }),
    );
    const theirKeys = (dnssec.theirs as sdk.GetDNSSECCommandOutput).KeySigningKeys!;
    expect(theirKeys).toHaveLength(1);
    expect(dnssec.ours).toEqual(theirKeys);
    // A digest of digits only stays text (aws-lite's own reading makes a number of it).
    expect((dnssec.ours as sdk.KeySigningKey[])[0]!.DigestValue).toBe('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef');

    for (const [viaSdk, viaOurs] of [
      [
        (client: sdk.Route53Client) => client.send(new sdk.DisableHostedZoneDNSSECCommand({ HostedZoneId: id })),
        (api: Route53Api) => api.disableHostedZoneDnssec({ HostedZoneId: id }),
      ],
      [
        (client: sdk.Route53Client) => client.send(new sdk.DeactivateKeySigningKeyCommand({ HostedZoneId: id, Name: 'okisnavn' })),
        (api: Route53Api) => api.deactivateKeySigningKey({ HostedZoneId: id, Name: 'okisnavn' }),
      ],
      [
        (client: sdk.Route53Client) => client.send(new sdk.DeleteKeySigningKeyCommand({ HostedZoneId: id, Name: 'okisnavn' })),
        (api: Route53Api) => api.deleteKeySigningKey({ HostedZoneId: id, Name: 'okisnavn' }),
      ],
    ] as const) {
      const answered = await step(pair, viaSdk as (client: sdk.Route53Client) => Promise<unknown>, viaOurs as (api: Route53Api) => Promise<unknown>);
      expect(answered.ours).toBeUndefined();
    }
    expect(pair.ours.zones.get(id)!.keySigningKeys.size).toBe(0);
  });

  it('a refusal carries its code, its message and its status; an unreadable one is named by its status', async () => {
    const standIn = await startRoute53StandIn();
    standIns.push(standIn);
    const api = route53Api({ endpoint: standIn.endpoint, credentials: async () => credentials });
    const refusal = await api.deleteHostedZone({ Id: 'ZNOTHERE' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AwsRefusal);
    expect(refusal).toMatchObject({ code: 'NoSuchHostedZone', statusCode: 404, message: 'Route53 NoSuchHostedZone: No hosted zone found with ID: ZNOTHERE' });

    standIn.answerNext({ status: 403, body: 'not xml' });
    await expect(api.deleteHostedZone({ Id: 'ZNOTHERE' })).rejects.toMatchObject({ code: 'Http403', statusCode: 403 });
  });

  it('asks again after a 5xx, three attempts in all, as the SDK does', async () => {
    const standIn = await startRoute53StandIn();
    standIns.push(standIn);
    const api = route53Api({ endpoint: standIn.endpoint, credentials: async () => credentials });
    const unavailable = { status: 503, body: '<ErrorResponse><Error><Code>ServiceUnavailable</Code><Message>busy</Message></Error></ErrorResponse>' };
    standIn.answerNext(unavailable, unavailable);
    await expect(api.listHostedZonesByName({ DNSName: zone, MaxItems: 1 })).resolves.toEqual([]);
    expect(standIn.received).toHaveLength(3);

    standIn.answerNext(unavailable, unavailable, unavailable);
    await expect(api.listHostedZonesByName({ DNSName: zone, MaxItems: 1 })).rejects.toMatchObject({ code: 'ServiceUnavailable', statusCode: 503 });
  });

  it('signs with the credentials the provider gives at each call (the zones account role, renewed)', async () => {
    const standIn = await startRoute53StandIn();
    standIns.push(standIn);
    let current = { accessKeyId: 'ASIAFIRST', secretAccessKey: 'one', sessionToken: 'first-token' };
    const api = route53Api({ endpoint: standIn.endpoint, credentials: async () => current });
    await api.listHostedZonesByName({ DNSName: zone, MaxItems: 1 });
    current = { accessKeyId: 'ASIASECOND', secretAccessKey: 'two', sessionToken: 'second-token' };
    await api.listHostedZonesByName({ DNSName: zone, MaxItems: 1 });
    expect(standIn.received.map((request) => [/Credential=(\w+)\//.exec(String(request.headers.authorization))?.[1], request.headers['x-amz-security-token']])).toEqual([
      ['ASIAFIRST', 'first-token'],
      ['ASIASECOND', 'second-token'],
    ]);
  });
});
