import { defineContext } from '../context-declaration.ts';
import { activityEvents } from './events.ts';

export const context = defineContext({
  name: 'activity',
  events: activityEvents,
  queues: [
    {
      name: 'activity-log',
      consumer: 'activity-log',
      description: 'Writes the activity log (actor, timestamp, activity, subject) from domain events.',
      batchSize: 10,
      maxReceiveCount: 5,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['SUBJECT#', 'TEAM#', 'USER#'],
    },
  ],
  rules: [
    {
      name: 'activity-log',
      events: activityEvents.consumes.log,
      queue: 'activity-log',
    },
  ],
});
