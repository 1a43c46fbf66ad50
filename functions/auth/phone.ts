/** A phone number as SMS needs it (E.164): the country code and the number's digits. */
export function e164(phoneCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : `+${phoneCode.replace(/\D/g, '')}${digits}`;
}

/** Two spellings of one number ("123 456", "123-456") are the same number. */
export function samePhone(a: string, b: string): boolean {
  return a.replace(/\D/g, '') === b.replace(/\D/g, '');
}
