import { Validations } from 'aws-cdk-lib';
import { type HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import type { HttpLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { httpContexts, httpContextNames, type HttpContextName } from '#functions/http/contexts.ts';
import { apiBasePath, routeKey } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import type { Forwarding } from '../constructs/forwarding.ts';
import { GradualDeployment } from '../constructs/gradual-deployment.ts';
import { alarmNameOf } from '../constructs/portal-alarms.ts';
import type { PortalFunction } from '../constructs/portal-function.ts';
import { itemFamiliesWrittenBy } from '../item-families.ts';
import { entries, pascalCase } from '../names.ts';
import { apiStackGroupOf, type ApiStackGroup } from '../stack-groups.ts';
import { PortalFunctionsStack, type PortalFunctionsStackProps, portalEnvironment, registryFunctionTimeout } from './portal-functions-stack.ts';

export interface ApiStackProps extends PortalFunctionsStackProps {
  /** Which contexts this stack serves (infra/stack-groups.ts). */
  group: ApiStackGroup;
  forwarding: Forwarding;
  /** The one HTTP API (stateless stack): this stack adds its contexts' routes to it. */
  api: HttpApi;
  /** The API's authorizer (its function lives in the stateless stack), on every non-public route. */
  authorizer: HttpLambdaAuthorizer;
  /** What CloudFront sends the API in `x-origin-verify` (stateless stack); the functions read it. */
  originSecret: ISecret;
}

/** The contexts of an API stack's group, in the declarations' order. */
export const contextsOf = (group: ApiStackGroup): HttpContextName[] => httpContextNames.filter((context) => apiStackGroupOf[context] === group);

/**
 * A group of the API's contexts (`Okisnavn-<Stage>-Api-<Group>`): one Lambda per context with
 * its `live` alias and CodeDeploy canary, and the contexts' routes on the stateless stack's HTTP
 * API, each invoking its context's alias — all built from the route and context declarations.
 */
export class ApiStack extends PortalFunctionsStack {
  readonly group: ApiStackGroup;
  readonly httpFunctions: Partial<Record<HttpContextName, PortalFunction>> = {};
  /** The functions' `live` aliases and their CodeDeploy canaries. */
  readonly gradualDeployment: GradualDeployment;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.group = props.group;
    const contexts = contextsOf(props.group);
    for (const context of contexts) {
      const declaration = httpContexts[context];
      const portalFunction = this.declaredFunction(`${pascalCase(context)}Http`, declaration, {
        entry: entries.http(context),
        service: context,
        description: declaration.description,
        tableAccess: declaration.table,
        writesItems: itemFamiliesWrittenBy(`http/${context}`),
        publishesEvents: declaration.publishes.length > 0,
        shipsApiDocument: 'servesApiDocument' in declaration && declaration.servesApiDocument,
        sendsMessages: declaration.sendsMessages ? { emailIdentityArn: this.emailIdentityArn } : undefined,
        environment: { ...portalEnvironment(props), ORIGIN_VERIFY_SECRET_ARN: props.originSecret.secretArn },
        // A cold EPP session waits for the greeting, the login and the command (each up to EPP_TIMEOUT_MS).
        ...('usesRegistry' in declaration && declaration.usesRegistry ? { timeout: registryFunctionTimeout } : {}),
      });
      props.originSecret.grantRead(portalFunction.function);
      this.httpFunctions[context] = portalFunction;
    }

    // The API invokes each function's `live` alias, which CodeDeploy shifts to a new version as a
    // canary, rolling back on the function's errors alarm or the API's 5xx alarm (monitoring stack).
    const alarmName = (subject: Parameters<typeof alarmNameOf>[0]) => props.names.alarm(alarmNameOf(subject));
    // Named after the group: each stack's CodeDeploy application and role have an id of their own.
    this.gradualDeployment = new GradualDeployment(this, `${pascalCase(props.group)}GradualDeployment`, {
      functions: Object.fromEntries(Object.entries(this.httpFunctions).map(([name, fn]) => [`${name}-http`, fn.function])),
      rollbackAlarmNames: (name) => [alarmName({ kind: 'function-errors', name }), alarmName({ kind: 'api-5xx-rate' })],
    });

    const integrations = new Map<HttpContextName, HttpLambdaIntegration>();
    for (const route of routes.filter((candidate) => contexts.includes(candidate.context))) {
      let integration = integrations.get(route.context);
      if (!integration) {
        // One invoke permission per context function for this API, not one per route: a stack holds
        // at most 500 resources, and 100+ per-route permissions would take a fifth of them. The
        // function may be invoked by this API's routes only, which all lead to its context anyway.
        // The integration invokes the context function's `live` alias (what CodeDeploy shifts).
        integration = new HttpLambdaIntegration(`${pascalCase(route.context)}Integration`, this.gradualDeployment.aliases[`${route.context}-http`]!, {
          scopePermissionToRoute: false,
        });
        integrations.set(route.context, integration);
      }
      // The route lives here, on the stateless stack's API (API Gateway keeps a route apart from its API).
      const httpRoute = new HttpRoute(this, `${pascalCase(route.id)}Route`, {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(apiBasePath + route.path, HttpMethod[route.method]),
        integration,
        authorizer: route.auth === 'public' ? undefined : props.authorizer,
      });
      if (route.auth === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions::AwsSolutions-APIG4',
          reason: `${routeKey(route)} is public in the API contract (shared/api/): anyone may read it.`,
        });
      }
    }
  }
}
