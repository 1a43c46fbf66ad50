import type { ContextDeclaration, HttpContextDeclaration } from '../context-declaration.ts';
import * as declared from '../contexts.ts';

export type { HttpContextDeclaration } from '../context-declaration.ts';

/** A declared context, its literal types kept. */
export type DeclaredContext = (typeof declared)[keyof typeof declared];

/** Every context's declaration (`functions/<name>/context.ts`), from the central list `functions/contexts.ts`. */
export const contexts: readonly DeclaredContext[] = Object.values(declared);

/** The contexts that serve HTTP: one Lambda each (`functions/<name>/lambda.ts`), named as the context. */
export type HttpContextName = Extract<DeclaredContext, { http: HttpContextDeclaration }>['name'];

/**
 * The bounded contexts' HTTP entries, by name: each context's `http` declaration (its grants, its
 * API stack, what it publishes and writes). The CDK stacks apply them, the local runtime composes
 * `functions/<name>/handler.ts` for each, and `tests/infra/declarations.test.ts` checks the lists
 * and flags against what each bundle loads.
 */
export const httpContexts = Object.fromEntries((contexts as readonly ContextDeclaration[]).flatMap((context) => (context.http ? [[context.name, context.http] as const] : []))) as {
  readonly [Name in HttpContextName]: HttpContextDeclaration;
};

export const httpContextNames = Object.keys(httpContexts) as HttpContextName[];
