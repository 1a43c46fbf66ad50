import { defineContextEvents } from '#events/context-events.ts';
import { userApiTokensChanged } from '#events/catalogue/user-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the api-tokens use cases publish. */
export const apiTokenEvents = defineContextEvents({
  publishes: {
    /** api-tokens.ts: a token made or revoked; its maker is told (the notifications consumer). */
    tokens: ['user.api-tokens-changed'],
  },
  consumes: {},
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(userApiTokensChanged);
