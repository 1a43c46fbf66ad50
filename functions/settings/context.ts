import { defineContext } from '../context-declaration.ts';
import { settingsApi } from '#shared/api/settings.ts';

export const context = defineContext({
  name: 'settings',
  routes: settingsApi,
  http: {
    description: 'Settings, countries and the API reference: what anyone may read.',
    stackGroup: 'account',
    table: 'read',
    publishes: [],
    sendsMessages: false,
    servesApiDocument: true,
  },
});
