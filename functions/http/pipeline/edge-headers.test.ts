import { describe, expect, it } from 'vitest';
import { viewerAddress, viewerAddressHeader } from './edge-headers.ts';

describe("the viewer's address", () => {
  it("is the edge's header when there is one (behind CloudFront the connection is an edge server's)", () => {
    expect(viewerAddress({ [viewerAddressHeader]: ' 203.0.113.7 ' }, '130.176.1.1')).toBe('203.0.113.7');
  });

  it("is the connection's address without the header, or with an empty one", () => {
    expect(viewerAddress({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(viewerAddress({ [viewerAddressHeader]: '  ' }, '127.0.0.1')).toBe('127.0.0.1');
  });
});
