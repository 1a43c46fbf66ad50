import { beforeAll, describe, expect, it } from 'vitest';
import { eventSource } from '#events/envelope.ts';
import { portalNames } from '#infra/names.ts';
import { context as webhooks } from '#functions/webhooks/context.ts';
import { synthesizePortal } from './synthesize.ts';

/**
 * The webhooks context's queues synthesize (issue 30): one queue for the first attempts and one for
 * the retries, each with its dead-letter queue and an alarm that pages on the first dead letter;
 * the rules that feed them from the bus; the consumers reading them; the job that releases due retries.
 */
let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  synthesized = synthesizePortal({ alarmEmail: 'ops@example.fo' });
});

const logicalId = (stack: { getLogicalId(element: never): string }, construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as never);

describe.each(['webhook-deliveries', 'webhook-retries'] as const)('the %s queue', (name) => {
  const declaration = webhooks.queues.find((queue) => queue.name === name)!;

  it('has a dead-letter queue after its declared receives, encrypted', () => {
    const { portal, stateful } = synthesized;
    const { queue, deadLetterQueue } = portal.stateful.queues[name];
    const resources = stateful.findResources('AWS::SQS::Queue');
    expect(resources[logicalId(portal.stateful, queue)]!.Properties).toMatchObject({
      VisibilityTimeout: declaration.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(portal.stateful, deadLetterQueue), 'Arn'] }, maxReceiveCount: declaration.maxReceiveCount },
    });
    expect(resources[logicalId(portal.stateful, deadLetterQueue)]!.Properties).toMatchObject({ SqsManagedSseEnabled: true });
  });

  it('pages on the first message in its dead-letter queue', () => {
    const { portal, monitoring } = synthesized;
    const { deadLetterQueue } = portal.stateful.queues[name];
    const queueName = portal.monitoring.resolve(deadLetterQueue.queueName);
    const alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm'))
      .map((alarm) => alarm.Properties)
      .filter(
        (alarm) =>
          alarm.Namespace === 'AWS/SQS' &&
          alarm.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(alarm.Dimensions) === JSON.stringify([{ Name: 'QueueName', Value: queueName }]),
      );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(alarms[0]!.AlarmActions).toHaveLength(1);
  });

  it('is fed by its rule from the portal bus, and read by its consumer in batches', () => {
    const { portal, stateless } = synthesized;
    const rule = webhooks.rules.find((candidate) => candidate.queue === name)!;
    const eventRules = Object.values(stateless.findResources('AWS::Events::Rule')).filter((candidate) => candidate.Properties.Name === rule.name);
    expect(eventRules).toHaveLength(1);
    expect(eventRules[0]!.Properties).toMatchObject({
      EventBusName: portalNames().eventBus,
      EventPattern: { source: [eventSource], 'detail-type': [...rule.events] },
      Targets: [expect.objectContaining({ Arn: portal.consumers.resolve(portal.stateful.queues[name].queue.queueArn) })],
    });
    const consumer = portal.functions.consumers[name];
    const mappings = Object.values(stateless.findResources('AWS::Lambda::EventSourceMapping')).filter(
      (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(portal.stateless, consumer.function) }),
    );
    expect(mappings.map((mapping) => mapping.Properties)).toEqual([
      expect.objectContaining({ EventSourceArn: portal.consumers.resolve(portal.stateful.queues[name].queue.queueArn), BatchSize: declaration.batchSize }),
    ]);
  });
});

it('runs the webhook-retries job every minute', () => {
  const schedules = Object.values(synthesized.stateless.findResources('AWS::Scheduler::Schedule')).map((schedule) => schedule.Properties);
  expect(schedules).toContainEqual(expect.objectContaining({ ScheduleExpression: 'cron(* * * * ? *)', Description: webhooks.schedules[0].description }));
});
