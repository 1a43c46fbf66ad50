import * as z from 'zod';
import { setDnssecRequest, updateContactsRequest, updateNameServersRequestFor, addDsRecordRequest } from '#shared/schemas/domain-settings.ts';
import { contactsRequestOf, dsFieldOf, dsRequestOf, type FlatValues, nameServerFieldOf, nameServersRequestOf } from './form-values';

/**
 * The settings forms' schemas: the API's own request schemas (shared/schemas/domain-settings.ts)
 * applied to the request the flat values make, with each message put back on its form field.
 * Loaded lazily with the forms, so zod stays out of the first load.
 */
function viaRequest<Out>(
  request: z.ZodType<Out>,
  toRequest: (values: FlatValues) => unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
) {
  return z.custom<FlatValues>().transform((values, context): Out => {
    const result = request.safeParse(toRequest(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: fieldOf(issue.path).split('.'), message: issue.message, input: undefined });
    }
    return z.NEVER;
  });
}

/** `rows`: read at each check, as the owner adds and removes rows after the schema has loaded. */
export const nameServersFormSchema = (domain: string, rows: () => number) =>
  viaRequest(updateNameServersRequestFor(domain), (values) => nameServersRequestOf(values, rows()), nameServerFieldOf);

export const contactsFormSchema = () => viaRequest(updateContactsRequest, contactsRequestOf);

export const dsRecordFormSchema = () => viaRequest(addDsRecordRequest, dsRequestOf, dsFieldOf);

export const dnssecSwitchFormSchema = (enabled: boolean) => viaRequest(setDnssecRequest, (values) => ({ enabled, understood: values.understood === true }));
