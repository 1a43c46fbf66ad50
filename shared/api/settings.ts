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
    summary: 'The public settings: prices, days, link addresses per language.',
    response: { status: 200, schema: publicSettingsResponse },
  },
  {
    id: 'getSettingsVideo',
    method: 'GET',
    path: '/settings/video',
    context: 'settings',
    auth: 'public',
    summary: 'The address of the introduction video.',
    response: { status: 200, schema: settingsVideoResponse },
  },
  {
    id: 'listCountries',
    method: 'GET',
    path: '/countries',
    context: 'settings',
    auth: 'public',
    summary: 'ISO 3166 countries with Faroese and English names and calling codes.',
    response: { status: 200, schema: countriesResponse },
  },
  {
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/openapi.json',
    context: 'settings',
    auth: 'public',
    summary: 'This API described as OpenAPI 3.1, generated from the routes declaration.',
    response: { status: 200, schema: z.record(z.string(), z.unknown()) },
  },
]);
