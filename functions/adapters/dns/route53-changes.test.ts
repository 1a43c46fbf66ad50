import { describe, expect, it } from 'vitest';
import type { ResourceRecordSet } from '@aws-sdk/client-route-53';
import { forwardingRecordSets, recordSetChanges, recordSetsOf } from './route53-changes.ts';

describe('Route 53 change batches', () => {
  const zone = 'example.fo';
  const wanted = recordSetsOf(zone, [
    { type: 'A', name: '@', ttl: 300, value: '192.0.2.1' },
    { type: 'A', name: '@', ttl: 300, value: '192.0.2.2' },
    { type: 'MX', name: '@', ttl: 3600, value: '10 mail.example.fo.' },
    { type: 'TXT', name: '*.shop', ttl: 60, value: '"a" "b"' },
  ]);

  it('groups records into sets by name and type', () => {
    expect(wanted).toEqual([
      { Name: 'example.fo.', Type: 'A', TTL: 300, ResourceRecords: [{ Value: '192.0.2.1' }, { Value: '192.0.2.2' }] },
      { Name: 'example.fo.', Type: 'MX', TTL: 3600, ResourceRecords: [{ Value: '10 mail.example.fo.' }] },
      { Name: '*.shop.example.fo.', Type: 'TXT', TTL: 60, ResourceRecords: [{ Value: '"a" "b"' }] },
    ]);
  });

  it('deletes what should go, upserts what is new or different, leaves the rest and the apex SOA/NS alone', () => {
    const current: ResourceRecordSet[] = [
      { Name: 'example.fo.', Type: 'SOA', TTL: 900, ResourceRecords: [{ Value: 'ns1. hostmaster. 1 7200 900 1209600 86400' }] },
      { Name: 'example.fo.', Type: 'NS', TTL: 3600, ResourceRecords: [{ Value: 'ns1.okisnavn.fo.' }] },
      { Name: 'example.fo.', Type: 'A', TTL: 300, ResourceRecords: [{ Value: '192.0.2.2' }, { Value: '192.0.2.1' }] },
      { Name: 'example.fo.', Type: 'MX', TTL: 300, ResourceRecords: [{ Value: '10 mail.example.fo.' }] },
      { Name: '\\052.shop.example.fo.', Type: 'TXT', TTL: 60, ResourceRecords: [{ Value: '"a" "b"' }] },
      { Name: 'old.example.fo.', Type: 'CNAME', TTL: 60, ResourceRecords: [{ Value: 'x.example.net.' }] },
    ];
    expect(recordSetChanges(zone, current, wanted)).toEqual([
      { Action: 'DELETE', ResourceRecordSet: current[5] },
      { Action: 'UPSERT', ResourceRecordSet: wanted[1] },
    ]);
    expect(
      recordSetChanges(
        zone,
        current.slice(0, 5).map((set, index) => (index === 3 ? { ...set, TTL: 3600 } : set)),
        wanted,
      ),
    ).toEqual([]);
  });

  it('forwarding points the domain and www at the distribution with alias records', () => {
    const sets = forwardingRecordSets(zone, 'd111111abcdef8.cloudfront.net');
    expect(sets).toHaveLength(4);
    expect(sets[0]).toEqual({
      Name: 'example.fo.',
      Type: 'A',
      AliasTarget: { HostedZoneId: 'Z2FDTNDATAQYW2', DNSName: 'd111111abcdef8.cloudfront.net.', EvaluateTargetHealth: false },
    });
    expect(recordSetChanges(zone, sets, sets)).toEqual([]);
  });
});
