import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { Change, KeySigningKey, ResourceRecordSet } from '@aws-sdk/client-route-53';
import { type XmlCall, type XmlElement as Element, listOf, number, text, withoutUndefined, xmlServiceClient } from './aws-xml-client.ts';

/**
 * The Route 53 operations the DNS host calls, through `@aws-lite/client` (aws-xml-client.ts)
 * instead of `@aws-sdk/client-route-53`: each operation's path and XML, in the shapes and the
 * element order the SDK's commands send. route53-api.test.ts sends both to the same stand-in and
 * compares the requests, and reads the same answers with both.
 */

export interface Route53ApiOptions {
  /** A stand-in's URL (the bench's, the tests'); route53.amazonaws.com otherwise. */
  endpoint?: string;
  /** The zones account's role (zones-account-credentials.ts); the function's own credentials otherwise. */
  credentials?: AwsCredentialIdentityProvider;
}

export interface HostedZoneSummary {
  Id: string;
  Name: string;
}

export interface RecordSetsPage {
  ResourceRecordSets: ResourceRecordSet[];
  IsTruncated: boolean;
  NextRecordName?: string;
  NextRecordType?: string;
}

export interface Route53Api {
  listHostedZonesByName(input: { DNSName: string; MaxItems: number }): Promise<HostedZoneSummary[]>;
  createHostedZone(input: { Name: string; CallerReference: string; DelegationSetId?: string; HostedZoneConfig: { Comment: string; PrivateZone: boolean } }): Promise<void>;
  listResourceRecordSets(input: { HostedZoneId: string; StartRecordName?: string; StartRecordType?: string }): Promise<RecordSetsPage>;
  changeResourceRecordSets(input: { HostedZoneId: string; ChangeBatch: { Comment?: string; Changes: Change[] } }): Promise<void>;
  deleteHostedZone(input: { Id: string }): Promise<void>;
  createKeySigningKey(input: { HostedZoneId: string; KeyManagementServiceArn: string; Name: string; Status: string; CallerReference: string }): Promise<void>;
  enableHostedZoneDnssec(input: { HostedZoneId: string }): Promise<void>;
  getDnssec(input: { HostedZoneId: string }): Promise<KeySigningKey[]>;
  disableHostedZoneDnssec(input: { HostedZoneId: string }): Promise<void>;
  deactivateKeySigningKey(input: { HostedZoneId: string; Name: string }): Promise<void>;
  deleteKeySigningKey(input: { HostedZoneId: string; Name: string }): Promise<void>;
}

const version = '/2013-04-01';

/** A record set as Route 53 wrote it, in the SDK's shape. */
function recordSetOf(element: Element): ResourceRecordSet {
  const alias = element.AliasTarget as Element | undefined;
  return withoutUndefined({
    Name: text(element.Name),
    Type: text(element.Type),
    SetIdentifier: text(element.SetIdentifier),
    Weight: number(element.Weight),
    Region: text(element.Region),
    Failover: text(element.Failover),
    MultiValueAnswer: element.MultiValueAnswer === undefined ? undefined : element.MultiValueAnswer === 'true',
    TTL: number(element.TTL),
    ResourceRecords:
      element.ResourceRecords === undefined ? undefined : listOf<Element>(element.ResourceRecords, 'ResourceRecord').map((record) => ({ Value: String(record.Value) })),
    AliasTarget: alias ? { HostedZoneId: text(alias.HostedZoneId), DNSName: text(alias.DNSName), EvaluateTargetHealth: alias.EvaluateTargetHealth === 'true' } : undefined,
    HealthCheckId: text(element.HealthCheckId),
  }) as unknown as ResourceRecordSet;
}

/** A record set for a change, its members in the schema's order (Route 53 refuses another). */
function recordSetElement(set: ResourceRecordSet): Element {
  return {
    Name: set.Name,
    Type: set.Type,
    SetIdentifier: set.SetIdentifier,
    Weight: set.Weight,
    Region: set.Region,
    Failover: set.Failover,
    MultiValueAnswer: set.MultiValueAnswer,
    TTL: set.TTL,
    ResourceRecords: set.ResourceRecords ? { ResourceRecord: set.ResourceRecords.map((record) => ({ Value: record.Value })) } : undefined,
    AliasTarget: set.AliasTarget
      ? { HostedZoneId: set.AliasTarget.HostedZoneId, DNSName: set.AliasTarget.DNSName, EvaluateTargetHealth: set.AliasTarget.EvaluateTargetHealth }
      : undefined,
    HealthCheckId: set.HealthCheckId,
  };
}

function keySigningKeyOf(element: Element): KeySigningKey {
  return withoutUndefined({
    Name: text(element.Name),
    KmsArn: text(element.KmsArn),
    Flag: number(element.Flag),
    SigningAlgorithmMnemonic: text(element.SigningAlgorithmMnemonic),
    SigningAlgorithmType: number(element.SigningAlgorithmType),
    DigestAlgorithmMnemonic: text(element.DigestAlgorithmMnemonic),
    DigestAlgorithmType: number(element.DigestAlgorithmType),
    KeyTag: number(element.KeyTag),
    DigestValue: text(element.DigestValue),
    PublicKey: text(element.PublicKey),
    DSRecord: text(element.DSRecord),
    DNSKEYRecord: text(element.DNSKEYRecord),
    Status: text(element.Status),
    StatusMessage: text(element.StatusMessage),
  }) as unknown as KeySigningKey;
}

const body = (root: string, members: Element) => ({ document: { root, members } });
const zonePath = (id: string) => `/hostedzone/${encodeURIComponent(id.replace(/^\/hostedzone\//, ''))}`;

export function route53Api(options: Route53ApiOptions = {}): Route53Api {
  const client = xmlServiceClient({
    service: 'route53',
    displayName: 'Route53',
    // A global service, signed for us-east-1 (route53.amazonaws.com).
    region: 'us-east-1',
    namespace: 'https://route53.amazonaws.com/doc/2013-04-01/',
    endpoint: options.endpoint,
    credentials: options.credentials,
  });
  const send = (call: XmlCall) => client({ ...call, path: `${version}${call.path}` });
  return {
    async listHostedZonesByName({ DNSName, MaxItems }) {
      const answer = await send({ operation: 'ListHostedZonesByName', method: 'GET', path: '/hostedzonesbyname', query: { dnsname: DNSName, maxitems: String(MaxItems) } });
      return listOf<Element>(answer.HostedZones, 'HostedZone').map((zone) => ({ Id: String(zone.Id), Name: String(zone.Name) }));
    },

    async createHostedZone({ Name, CallerReference, DelegationSetId, HostedZoneConfig }) {
      await send({
        operation: 'CreateHostedZone',
        method: 'POST',
        path: '/hostedzone',
        ...body('CreateHostedZoneRequest', {
          Name,
          CallerReference,
          HostedZoneConfig: { Comment: HostedZoneConfig.Comment, PrivateZone: HostedZoneConfig.PrivateZone },
          DelegationSetId,
        }),
      });
    },

    async listResourceRecordSets({ HostedZoneId, StartRecordName, StartRecordType }) {
      const answer = await send({
        operation: 'ListResourceRecordSets',
        method: 'GET',
        path: `${zonePath(HostedZoneId)}/rrset`,
        query: { name: StartRecordName, type: StartRecordType },
      });
      return {
        ResourceRecordSets: listOf<Element>(answer.ResourceRecordSets, 'ResourceRecordSet').map(recordSetOf),
        IsTruncated: answer.IsTruncated === 'true',
        ...(answer.NextRecordName === undefined ? {} : { NextRecordName: String(answer.NextRecordName) }),
        ...(answer.NextRecordType === undefined ? {} : { NextRecordType: String(answer.NextRecordType) }),
      };
    },

    async changeResourceRecordSets({ HostedZoneId, ChangeBatch }) {
      await send({
        operation: 'ChangeResourceRecordSets',
        method: 'POST',
        path: `${zonePath(HostedZoneId)}/rrset`,
        ...body('ChangeResourceRecordSetsRequest', {
          // The SDK's order (its schema's: required members first).
          ChangeBatch: {
            Changes: { Change: ChangeBatch.Changes.map((change) => ({ Action: change.Action, ResourceRecordSet: recordSetElement(change.ResourceRecordSet!) })) },
            Comment: ChangeBatch.Comment,
          },
        }),
      });
    },

    async deleteHostedZone({ Id }) {
      await send({ operation: 'DeleteHostedZone', method: 'DELETE', path: zonePath(Id) });
    },

    async createKeySigningKey({ HostedZoneId, KeyManagementServiceArn, Name, Status, CallerReference }) {
      await send({
        operation: 'CreateKeySigningKey',
        method: 'POST',
        path: '/keysigningkey',
        ...body('CreateKeySigningKeyRequest', { CallerReference, HostedZoneId, KeyManagementServiceArn, Name, Status }),
      });
    },

    async enableHostedZoneDnssec({ HostedZoneId }) {
      await send({ operation: 'EnableHostedZoneDNSSEC', method: 'POST', path: `${zonePath(HostedZoneId)}/enable-dnssec` });
    },

    async getDnssec({ HostedZoneId }) {
      const answer = await send({ operation: 'GetDNSSEC', method: 'GET', path: `${zonePath(HostedZoneId)}/dnssec` });
      // The schema names no member element for this list: `<member>`.
      return listOf<Element>(answer.KeySigningKeys, 'member').map(keySigningKeyOf);
    },

    async disableHostedZoneDnssec({ HostedZoneId }) {
      await send({ operation: 'DisableHostedZoneDNSSEC', method: 'POST', path: `${zonePath(HostedZoneId)}/disable-dnssec` });
    },

    async deactivateKeySigningKey({ HostedZoneId, Name }) {
      await send({ operation: 'DeactivateKeySigningKey', method: 'POST', path: `/keysigningkey/${encodeURIComponent(HostedZoneId)}/${encodeURIComponent(Name)}/deactivate` });
    },

    async deleteKeySigningKey({ HostedZoneId, Name }) {
      await send({ operation: 'DeleteKeySigningKey', method: 'DELETE', path: `/keysigningkey/${encodeURIComponent(HostedZoneId)}/${encodeURIComponent(Name)}` });
    },
  };
}
