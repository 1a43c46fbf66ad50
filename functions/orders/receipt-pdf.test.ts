import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptDocument, type ReceiptLine } from './receipt-pdf.ts';

/** pdf.js reads the PDF back as a viewer would: the receipt must open and hold these texts. */
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

interface OpenedPdf {
  pageCount: number;
  /** Each page's text items joined with spaces. */
  pages: string[];
  title: unknown;
  producer: unknown;
}

async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  // pdf.js takes ownership of (detaches) the buffer it is given, so hand it a copy.
  const document = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const info = new Map(Object.entries((await document.getMetadata()).info));
    return { pageCount: document.numPages, pages, title: info.get('Title'), producer: info.get('Producer') };
  } finally {
    await document.destroy();
  }
}

function line(domain: string, years = 1): ReceiptLine {
  const unitPrice = 100000; // 1.000,00 kr. net a year
  const net = unitPrice * years;
  const vat = net / 4;
  return { description: domain, years, unitPrice, net, vat, total: net + vat };
}

function receipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  const lines = overrides.lines ?? [line('tinganes.fo'), line('jógvan.fo')];
  const net = lines.reduce((sum, item) => sum + item.net, 0);
  const vat = lines.reduce((sum, item) => sum + item.vat, 0);
  return {
    locale: 'fo',
    seller: { name: 'Økisnavn Sp/F', addressLines: ['Gongin 1', '100 Tórshavn'], vatNumber: '123456', email: 'kvittan@okisnavn.fo' },
    buyer: { name: 'Jógvan Ørsted Dánjalsson', addressLines: ['Við Á 3, Tórshavn', 'Føroyar'], email: 'jogvan@example.fo' },
    receiptNumber: '0A1B2C3D',
    orderId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    issuedAt: '2026-03-05T14:05:00.000Z',
    paidAt: '2026-03-05T14:07:00.000Z',
    status: 'registered',
    paymentReference: 'pay_7KpQ2mN9xR',
    lines,
    net,
    vat,
    vatPercent: 25,
    total: net + vat,
    refundedAmount: 0,
    currency: 'DKK',
    ...overrides,
  };
}

/** 1.250,00 kr. including VAT: 1.000,00 kr. net + 250,00 kr. VAT. */
const oneLine = [line('tinganes.fo')];

describe('renderReceiptPdf in Faroese', () => {
  it('opens, and holds the title, the parties, the lines and the totals', async () => {
    const pdf = await openPdf(await renderReceiptPdf(receipt()));
    expect(pdf.pageCount).toBe(1);
    const [text] = pdf.pages;
    expect(text).toContain('Kvittan');
    expect(text).toContain('0A1B2C3D');
    expect(text).toContain('05.03.2026');
    expect(text).toContain('Økisnavn Sp/F');
    expect(text).toContain('tinganes.fo');
    expect(text).toContain('jógvan.fo');
    expect(text).toContain('1.250,00 kr.');
    expect(text).toContain('2.500,00 kr.');
    expect(text).toContain('MVG 25 %');
    expect(text).toContain('Tilsamans við MVG');
    expect(text).toContain('Goldin, og økisnøvnini eru skrásett');
    expect(text).toContain('pay_7KpQ2mN9xR');
    expect(text).not.toContain('Endurgoldið');
    expect(pdf.title).toBe('Kvittan 0A1B2C3D');
    expect(pdf.producer).toBe('Økisnavn');
  });

  it('round-trips Faroese letters through WinAnsiEncoding', async () => {
    const [text] = (await openPdf(await renderReceiptPdf(receipt()))).pages;
    expect(text).toContain('Jógvan Ørsted Dánjalsson');
    expect(text).toContain('Við Á 3, Tórshavn');
    expect(text).toContain('Føroyar');
    const letters = 'á í ó ú ý æ ø å ð Á Í Ó Ú Ý Æ Ø Å Ð';
    const [lettersText] = (await openPdf(await renderReceiptPdf(receipt({ buyer: { name: letters, addressLines: [], email: 'a@b.fo' } })))).pages;
    expect(lettersText).toContain(letters);
  });

  it('shows the refunded amount and what was paid net of refunds', async () => {
    const refunded = receipt({ status: 'refunded', refundedAmount: 125000 });
    const [text] = (await openPdf(await renderReceiptPdf(refunded))).pages;
    expect(text).toContain('Endurgoldið');
    expect(text).toContain('-1.250,00 kr.');
    expect(text).toContain('Goldið eftir endurgjald');
    expect(text).toContain('Endurgoldin');
  });

  it('leaves out the payment date and reference before the payment', async () => {
    const [text] = (await openPdf(await renderReceiptPdf(receipt({ status: 'pending', paidAt: null, paymentReference: null })))).pages;
    expect(text).toContain('Bíðar eftir gjaldi');
    expect(text).not.toContain('Gjaldstilvísing');
    expect(text).not.toMatch(/Goldið\s/);
  });
});

describe('the seller and the names’ expiry on the receipt', () => {
  it('shows each registered or renewed name’s new expiry under its line, in the receipt’s language', async () => {
    const lines = [
      { ...line('tinganes.fo', 2), expiresAt: '2028-03-05T14:07:00.000Z' },
      { ...line('jógvan.fo'), expiresAt: null },
    ];
    const [fo] = (await openPdf(await renderReceiptPdf(receipt({ lines })))).pages;
    expect(fo).toContain('Gongur út 05.03.2028');
    expect(fo!.match(/Gongur út/g)).toHaveLength(1);
    const [en] = (await openPdf(await renderReceiptPdf(receipt({ locale: 'en', lines })))).pages;
    expect(en).toContain('Expires 05.03.2028');
  });

  it('shows the seller’s name, address and V-tal as given, in the header and the footer', async () => {
    const [text] = (await openPdf(await renderReceiptPdf(receipt()))).pages;
    expect(text).toContain('Gongin 1');
    expect(text).toContain('100 Tórshavn');
    expect(text!.match(/V-tal 123456/g)).toHaveLength(2);
  });

  it('a seller without a V-tal (none configured yet): no V-tal line, nothing made up', async () => {
    const [text] = (await openPdf(await renderReceiptPdf(receipt({ seller: { name: 'Økisnavn', addressLines: [], vatNumber: null, email: 'kvittan@okisnavn.fo' } })))).pages;
    expect(text).not.toContain('V-tal');
    expect(text).not.toContain('000000');
    expect(text).toContain('Økisnavn · kvittan@okisnavn.fo');
  });
});

describe('renderReceiptPdf in English', () => {
  it('uses English texts and DKK money', async () => {
    const pdf = await openPdf(await renderReceiptPdf(receipt({ locale: 'en', lines: oneLine, net: 100000, vat: 25000, total: 125000 })));
    const [text] = pdf.pages;
    expect(text).toContain('Receipt');
    expect(text).toContain('DKK 1,250.00');
    expect(text).toContain('VAT 25%');
    expect(text).toContain('Total incl. VAT');
    expect(text).toContain('tinganes.fo');
    expect(text).not.toContain('Kvittan');
    expect(pdf.title).toBe('Receipt 0A1B2C3D');
  });

  it('shows refunds', async () => {
    const [text] = (await openPdf(await renderReceiptPdf(receipt({ locale: 'en', refundedAmount: 125000 })))).pages;
    expect(text).toContain('Refunded');
    expect(text).toContain('DKK -1,250.00');
    expect(text).toContain('Paid net of refunds');
  });
});

describe('renderReceiptPdf text safety', () => {
  it('escapes parentheses and backslashes in literal strings', async () => {
    const name = 'Ein (lítil) \\ fyritøka) (';
    const bytes = await renderReceiptPdf(receipt({ buyer: { name, addressLines: [], email: 'a@b.fo' } }));
    const [text] = (await openPdf(bytes)).pages;
    expect(text).toContain(name);
  });

  it('turns characters outside cp1252 into ? and still opens', async () => {
    const pdf = await openPdf(await renderReceiptPdf(receipt({ buyer: { name: 'Á → B 😀 €', addressLines: [], email: 'a@b.fo' } })));
    expect(pdf.pages[0]).toContain('Á ? B ? €');
  });

  it('cuts a long description with an ellipsis to fit its column', async () => {
    const long = `${'langt-navn-'.repeat(6)}.fo`;
    const [text] = (await openPdf(await renderReceiptPdf(receipt({ lines: [line(long)] })))).pages;
    expect(text).not.toContain(long);
    expect(text).toMatch(/langt-navn-langt-navn-[a-z-]*…/);
  });

  it('sets an amount too wide for its column smaller instead of cutting digits', async () => {
    const huge = { description: 'dyrt.fo', years: 10, unitPrice: 1_000_000_000, net: 10_000_000_000, vat: 2_500_000_000, total: 12_500_000_000 };
    const [text] = (await openPdf(await renderReceiptPdf(receipt({ lines: [huge], net: huge.net, vat: huge.vat, total: huge.total })))).pages;
    expect(text).toContain('10.000.000,00 kr.');
    expect(text).toContain('125.000.000,00 kr.');
    expect(text).not.toMatch(/\d…/);
  });
});

describe('renderReceiptPdf pages', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => line(`navn-${index + 1}.fo`, (index % 10) + 1));

  it('fits 20 lines on one page', async () => {
    const pdf = await openPdf(await renderReceiptPdf(receipt({ lines: lines(20), refundedAmount: 1000 })));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pages[0]).toContain('navn-20.fo');
    expect(pdf.pages[0]).toContain('Síða 1 av 1');
  });

  it('continues 60 lines on more pages, each line once and the totals at the end', async () => {
    const pdf = await openPdf(await renderReceiptPdf(receipt({ lines: lines(60) })));
    expect(pdf.pageCount).toBeGreaterThan(1);
    const all = pdf.pages.join('\n');
    for (let number = 1; number <= 60; number += 1) expect(all.match(new RegExp(`navn-${number}\\.fo`, 'g'))).toHaveLength(1);
    const last = pdf.pages.at(-1) ?? '';
    expect(last).toContain('Kvittan 0A1B2C3D (framhald)');
    expect(last).toContain('Tilsamans við MVG');
    expect(last).toContain(`Síða ${pdf.pageCount} av ${pdf.pageCount}`);
  });
});

describe('renderReceiptPdf file', () => {
  it('uses the standard Helvetica fonts (nothing embedded: a few KB) and is dated when the receipt was issued', async () => {
    const bytes = await renderReceiptPdf(receipt({ lines: Array.from({ length: 45 }, (_, index) => line(`navn-${index}.fo`)) }));
    expect(bytes.length).toBeLessThan(20_000);
    const document = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
    try {
      const info = new Map(Object.entries((await document.getMetadata()).info));
      expect(info.get('CreationDate')).toBe('D:20260305140500Z');
      expect(document.numPages).toBeGreaterThan(1);
    } finally {
      await document.destroy();
    }
    const file = Buffer.from(bytes).toString('latin1');
    expect(file).toMatch(/\/BaseFont \/Helvetica\b/);
    expect(file).toMatch(/\/BaseFont \/Helvetica-Bold\b/);
    expect(file).toContain('/WinAnsiEncoding');
  });
});
