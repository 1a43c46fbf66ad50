import { describe, expect, it } from 'vitest';
import { forwardingRequest } from './dns.ts';

const urlOf = (url: string) => {
  const result = forwardingRequest.safeParse({ url });
  return result.success ? result.data.url : result.error.issues[0]!.message;
};

describe('forwarding URL', () => {
  it('takes an address without a scheme as https', () => {
    expect(urlOf('example.com/landing')).toBe('https://example.com/landing');
    expect(urlOf('  www.example.net  ')).toBe('https://www.example.net');
  });

  it('keeps http and https as given, and refuses other schemes and non-addresses', () => {
    expect(urlOf('http://example.org/a?b=1')).toBe('http://example.org/a?b=1');
    expect(urlOf('https://example.org')).toBe('https://example.org');
    expect(urlOf('ftp://example.org')).toBe('validation.invalid_url');
    expect(urlOf('javascript:alert(1)')).toBe('validation.invalid_url');
    expect(urlOf('not a url')).toBe('validation.invalid_url');
    expect(urlOf('')).toBe('validation.required');
  });
});
