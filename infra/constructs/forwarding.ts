import { Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  KeyValueStore,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Construct } from 'constructs';
import { forwardingFunctionCode } from '../web/forwarding-function.ts';

/**
 * Forwarding in AWS (docs/decisions/forwarding.md, "Forwarding"): a KeyValueStore of redirects by host
 * name, a CloudFront Function that answers every request with its host's redirect, and the
 * distribution that runs it. The dns-zones consumer writes the store and points the forwarded
 * names (alias A/AAAA) at the distribution.
 */
export class Forwarding extends Construct {
  readonly keyValueStore: KeyValueStore;
  readonly function: CloudFrontFunction;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: { publicUrl: string }) {
    super(scope, id);
    this.keyValueStore = new KeyValueStore(this, 'Rules', { comment: 'Økisnavn forwarding: host name → redirect' });
    this.function = new CloudFrontFunction(this, 'Redirect', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Answers a forwarded host with its redirect from the KeyValueStore',
      code: FunctionCode.fromInline(forwardingFunctionCode(this.keyValueStore.keyValueStoreId)),
      keyValueStore: this.keyValueStore,
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Økisnavn forwarding: redirects forwarded domains',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        // Never reached: the viewer-request function answers every request. The portal is a safe
        // stand-in should that ever change.
        origin: new HttpOrigin(new URL(props.publicUrl).host),
        viewerProtocolPolicy: ViewerProtocolPolicy.ALLOW_ALL,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        functionAssociations: [{ function: this.function, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions::AwsSolutions-CFR1',
        reason: 'No geo restriction: forwarded .fo domains are visited from anywhere, as the websites they forward to are.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-CFR2',
        reason: 'No WAF: the distribution only answers redirects from a CloudFront Function (no origin is reached), so there is nothing behind it to protect.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-CFR3',
        reason: 'No access logs for forwarding: every answer is a redirect computed from the KeyValueStore; the portal distribution keeps the logs that matter.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-CFR4',
        reason:
          'Until each forwarded domain gets its certificate (the distribution-tenant step in docs/decisions/forwarding.md, "Forwarding"), the default *.cloudfront.net certificate is used, whose TLS policy cannot be set.',
      },
    );
  }
}
