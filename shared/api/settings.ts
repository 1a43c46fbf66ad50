import * as z from 'zod';
import { countriesResponse } from '../schemas/countries.ts';
import { publicSettingsResponse, settingsVideoResponse } from '../schemas/settings.ts';
import { defineRoutes } from './contract.ts';

/** Context `settings`: settings, countries and the API reference — what anyone may read. */
export const settingsApi = defineRoutes([
  {
    id: 'getSettings',
    method: 'GET',
    path: '/settings',
    context: 'settings',
    auth: 'public',
    response: { status: 200, schema: publicSettingsResponse },
  },
  {
    id: 'getSettingsVideo',
    method: 'GET',
    path: '/settings/video',
    context: 'settings',
    auth: 'public',
    response: { status: 200, schema: settingsVideoResponse },
  },
  {
    id: 'listCountries',
    method: 'GET',
    path: '/countries',
    context: 'settings',
    auth: 'public',
    response: { status: 200, schema: countriesResponse },
  },
  {
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/openapi.json',
    context: 'settings',
    auth: 'public',
    response: { status: 200, schema: z.record(z.string(), z.unknown()) },
  },
]);
