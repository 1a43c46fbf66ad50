import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccountPrincipal, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { PortalNames } from '../names.ts';
import { dnsHostedRecordNames, dnsZoneActions } from './portal-functions-stack.ts';

export interface DnsZonesStackProps extends StackProps {
  names: PortalNames;
  /** The account the portal's functions run in: only its DNS functions' roles may assume the role. */
  portalAccount: string;
  /** The DNSSEC signing key (ECC_NIST_P256, us-east-1), made once in this account (`-c dnssecKmsKeyArn=…`). */
  dnssecKmsKeyArn?: string;
}

/**
 * The zones account (`-c dnsZonesAccount=…`; deployed there, docs/operations.md "DNS hosting in an
 * account of its own"): an account that holds the customers' hosted zones and nothing else, and
 * the one role the portal's DNS functions change them through. The role may create, change,
 * sign and delete hosted zones — of THIS account only, so no mistake of the portal can delete or
 * change the zones of the portal's own account (its `okisnavn.fo` with the name servers' glue).
 * It trusts the portal's account only for the roles under the DNS functions' IAM path.
 */
export class DnsZonesStack extends Stack {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: DnsZonesStackProps) {
    super(scope, id, props);
    const { names, portalAccount } = props;
    const hostingRoles = `arn:${this.partition}:iam::${portalAccount}:role${names.dnsZones.hostingRolePath}*`;

    this.role = new Role(this, 'ZoneChanges', {
      roleName: names.dnsZones.role,
      description: `Økisnavn (${names.stage}): changes the customers' hosted zones of this account for the portal's DNS functions (account ${portalAccount})`,
      // The portal's account, and in it only the DNS functions' roles (their IAM path): not its
      // administrators, not its other functions.
      assumedBy: new AccountPrincipal(portalAccount).withConditions({ ArnLike: { 'aws:PrincipalArn': hostingRoles } }),
      maxSessionDuration: Duration.hours(1),
    });

    const route53 = (resource: string, name = '*') => this.formatArn({ service: 'route53', region: '', account: '', resource, resourceName: name });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['route53:ChangeResourceRecordSets'],
        resources: [route53('hostedzone')],
        // Every customer zone is a .fo domain: the same guard as in the portal's account.
        conditions: { 'ForAllValues:StringLike': { 'route53:ChangeResourceRecordSetsNormalizedRecordNames': dnsHostedRecordNames } },
      }),
    );
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: [...dnsZoneActions.read, ...dnsZoneActions.lifecycle], resources: [route53('hostedzone')] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['route53:GetChange'], resources: [route53('change')] }));
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['route53:CreateHostedZone', 'route53:ListHostedZonesByName'], resources: ['*'] }));
    if (props.dnssecKmsKeyArn) {
      // Route 53 reads the public key and signs through the key when a key-signing key is made,
      // and makes a grant on it for the key-signing key: only for an AWS service.
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['kms:DescribeKey', 'kms:GetPublicKey', 'kms:Sign'], resources: [props.dnssecKmsKeyArn] }));
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['kms:CreateGrant'], resources: [props.dnssecKmsKeyArn], conditions: { Bool: { 'kms:GrantIsForAWSResource': true } } }),
      );
    }

    Validations.of(this.role).acknowledge(
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:aws:route53:::hostedzone/*]',
        reason:
          "This account holds nothing but the customers' hosted zones (one per domain on the product's name servers), whose ids Route 53 generates at creation: hostedzone/* is exactly them. Record changes only to .fo names.",
      },
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:aws:route53:::change/*]',
        reason: 'route53:GetChange reads the status of a change batch by its generated change id; the ids are not known in advance.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
        reason: 'route53:CreateHostedZone and route53:ListHostedZonesByName support no resource-level permissions (they act on the account, which holds only customer zones).',
      },
    );
  }
}
