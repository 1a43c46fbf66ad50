import { Validations } from 'aws-cdk-lib';
import { Alarm, type IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { pascalCase } from '../names.ts';

/** How a new version reaches the API's callers: a tenth of the traffic for five minutes, then all of it. */
export const apiDeploymentConfig = LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;
/** The alias the API invokes: the version CodeDeploy has shifted traffic to. */
export const liveAliasName = 'live';

/**
 * Gradual deployment of the functions behind the API (the context functions and the
 * authorizer): each gets an alias `live` on its current version, which the API invokes. A deploy
 * that changes a function publishes a new version, and CodeDeploy shifts the alias to it as a
 * canary (`apiDeploymentConfig`), watching the function's own errors alarm and the API's 5xx
 * alarm; either going off rolls the alias back to the old version. Consumers and jobs are not
 * shifted gradually: a queue's or a schedule's trickle of invocations would not exercise a
 * canary in five minutes, and their failures already wait in dead-letter queues (alarmed).
 *
 * The alarms live in the monitoring stack, which refers to this stack's functions; the groups
 * watch them by their fixed names (`okisnavn-<stage>-…`), so no reference runs back.
 */
export class GradualDeployment extends Construct {
  readonly application: LambdaApplication;
  readonly role: Role;
  readonly aliases: Record<string, Alias> = {};
  readonly groups: Record<string, LambdaDeploymentGroup> = {};

  constructor(
    scope: Construct,
    id: string,
    props: {
      functions: Record<string, LambdaFunction>;
      /** The names of the alarms that roll a function's deploy back (its errors, the API's 5xx rate). */
      rollbackAlarmNames: (name: string) => string[];
    },
  ) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    // One role for every deployment group (a role each would cost fifteen resources of the stack's 500).
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions::AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "AWS's managed policy for CodeDeploy on Lambda: it may read alarms, invoke hook functions named CodeDeployHook_*, and shift aliases; AWS keeps it current with the service.",
    });
    const alarms = new Map<string, IAlarm>();
    const alarm = (alarmName: string) => {
      if (!alarms.has(alarmName)) alarms.set(alarmName, Alarm.fromAlarmName(this, alarmName, alarmName));
      return alarms.get(alarmName)!;
    };
    for (const [name, fn] of Object.entries(props.functions)) {
      const alias = new Alias(fn, 'Live', { aliasName: liveAliasName, version: fn.currentVersion });
      this.aliases[name] = alias;
      // A deployment group per alias, rolling back when the function's errors or the API's 5xx alarm goes off during a deploy.
      this.groups[name] = new LambdaDeploymentGroup(this, `${pascalCase(name)}Group`, {
        application: this.application,
        alias,
        role: this.role,
        deploymentConfig: apiDeploymentConfig,
        alarms: props.rollbackAlarmNames(name).map(alarm),
        autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
      });
    }
  }
}
