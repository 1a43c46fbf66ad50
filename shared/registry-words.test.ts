import { describe, expect, it } from 'vitest';
import { uiTexts as ui } from './i18n/ui.ts';
import { availabilityReasonWord, availabilityReasonWords, registryStatusWord, registryStatusWords, registryStatusWordsOf } from './registry-words.ts';

describe('registryStatusWord', () => {
  it('maps every RFC 5731 §2.3 status to a product word', () => {
    expect(registryStatusWord('ok')).toBe('ok');
    expect(registryStatusWord('inactive')).toBe('inactive');
    expect(registryStatusWord('clientTransferProhibited')).toBe('transferLocked');
    expect(registryStatusWord('serverTransferProhibited')).toBe('transferLockedByRegistry');
    expect(registryStatusWord('clientUpdateProhibited')).toBe('updateLocked');
    expect(registryStatusWord('serverUpdateProhibited')).toBe('updateLockedByRegistry');
    expect(registryStatusWord('clientDeleteProhibited')).toBe('deleteLocked');
    expect(registryStatusWord('serverDeleteProhibited')).toBe('deleteLockedByRegistry');
    expect(registryStatusWord('clientRenewProhibited')).toBe('renewLocked');
    expect(registryStatusWord('serverRenewProhibited')).toBe('renewLockedByRegistry');
    expect(registryStatusWord('clientHold')).toBe('onHold');
    expect(registryStatusWord('serverHold')).toBe('onHoldByRegistry');
    for (const pending of ['pendingCreate', 'pendingDelete', 'pendingRenew', 'pendingTransfer', 'pendingUpdate']) {
      expect(registryStatusWord(pending)).toBe(pending);
    }
  });

  it('answers the generic word for anything else, never the raw value', () => {
    expect(registryStatusWord('redemptionPeriod')).toBe('other');
    expect(registryStatusWord('OK')).toBe('other');
    expect(registryStatusWord('toString')).toBe('other');
    expect(registryStatusWord('__proto__')).toBe('other');
    expect(registryStatusWord('')).toBe('other');
  });

  it('names each word once, in the registry order', () => {
    expect(registryStatusWordsOf(['clientTransferProhibited', 'x-one', 'ok', 'x-two'])).toEqual(['transferLocked', 'other', 'ok']);
  });
});

describe('availabilityReasonWord', () => {
  it('recognises the usual reasons whatever their case', () => {
    expect(availabilityReasonWord('In use')).toBe('inUse');
    expect(availabilityReasonWord('Domain exists')).toBe('inUse');
    expect(availabilityReasonWord('already registered')).toBe('inUse');
    expect(availabilityReasonWord('Reserved')).toBe('reserved');
    expect(availabilityReasonWord('Blocked by policy')).toBe('reserved');
  });

  it('answers the generic word for other text and for none', () => {
    expect(availabilityReasonWord('Ikki loyvt')).toBe('other');
    expect(availabilityReasonWord('Not a .fo name')).toBe('other');
    expect(availabilityReasonWord(null)).toBe('other');
    expect(availabilityReasonWord(undefined)).toBe('other');
  });
});

describe('the catalogues', () => {
  it('hold a text for every word in both languages, none of them the registry value', () => {
    for (const locale of ['fo', 'en'] as const) {
      const texts = ui[locale];
      for (const word of registryStatusWords) {
        const text = texts.domain.registryStatus[word];
        expect(text, `${locale} ${word}`).toBeTruthy();
        expect(text).not.toMatch(/Prohibited|pending[A-Z]|^ok$/u);
      }
      for (const word of availabilityReasonWords) expect(texts.domainSearch.takenReasons[word], `${locale} ${word}`).toBeTruthy();
    }
  });
});
