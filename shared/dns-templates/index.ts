import github from './github.com.pages.json';
import google from './google.com.workspace.json';
import letsEncrypt from './letsencrypt.org.caa.json';
import microsoft from './microsoft.com.o365.json';
import netlify from './netlify.com.site.json';
import verification from './okisnavn.fo.domain-verification.json';
import address from './okisnavn.fo.web-host-address.json';
import cname from './okisnavn.fo.web-host-cname.json';
import proton from './proton.me.mail.json';
import type { Locale } from '../locales.ts';
import { type DnsTemplate, templateId } from './template.ts';

/**
 * The service templates, in the order the DNS tab offers them: mail, web hosts, verification,
 * certificates. Each is a file of this folder (template.test.ts checks that every file is here
 * and valid).
 */
export const dnsTemplates = [microsoft, google, proton, github, netlify, cname, address, verification, letsEncrypt] as unknown as readonly DnsTemplate[];

export function findTemplate(id: string): DnsTemplate | undefined {
  return dnsTemplates.find((template) => templateId(template) === id);
}

/** A template's name in the language shown (its id when it is no longer offered). */
export function templateName(id: string, locale: Locale): string {
  return findTemplate(id)?.name[locale] ?? id;
}
