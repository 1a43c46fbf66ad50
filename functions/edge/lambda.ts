import { createHandler } from './handler.ts';

/** The Lambda entry of the origin secret's rotation: composed once per cold start from the environment. */
export const handler = createHandler(process.env);
