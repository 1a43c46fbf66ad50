import { parseConfig } from '../config.ts';
import { createHandler } from './handler.ts';

/** The Lambda entry: composed once per cold start from the function's environment. */
export const handler = createHandler(parseConfig(process.env));
