import type { EventName } from '../../events/catalogue/index.ts';

/**
 * The bounded contexts that serve HTTP: one Lambda each (entry
 * `functions/http/<context>/handler.ts`) with middy's router inside. The grants are the least
 * each needs; the CDK stateless stack applies them and the infra tests assert them.
 */
export interface HttpContextDeclaration {
  description: string;
  table: 'read' | 'readwrite';
  publishes: readonly EventName[];
}

export const httpContexts = {
  settings: {
    description: 'Settings, countries and the API reference: what anyone may read.',
    table: 'read',
    publishes: [],
  },
  users: {
    description: 'The signed-in user: profile and language.',
    table: 'readwrite',
    publishes: ['user.language-changed'],
  },
} as const satisfies Record<string, HttpContextDeclaration>;

export type HttpContextName = keyof typeof httpContexts;
export const httpContextNames = Object.keys(httpContexts) as HttpContextName[];
