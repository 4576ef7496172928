import { gatewaySignatureHolds, signGatewayRequest } from '../src';

const request = {
  method: 'post',
  url: '/graphql?x=1&y=%7e',
  body: Buffer.from('{"query":"{ a }"}'),
  headers: { 'x-request-id': 'r', 'x-basket-session': 'b', authorization: 'Bearer t' },
};
const signedAt = 1_700_000_000_000;

describe("the gateway's signature", () => {
  // A rolling upgrade has gateways and services of two versions side by side: the bytes signed never change silently.
  it('is the one every version has made for the same request', () => {
    expect(signGatewayRequest(request, 's3cret', signedAt)).toEqual({
      'x-gateway-signed-at': '1700000000000',
      'x-gateway-signature': '207832121686ed84fda82aa2649f1dce294bb917b020268f549755b2843daa05',
    });
  });

  it('holds for that request within its window, and for no other body, header or secret', () => {
    const signed = { ...request, headers: { ...request.headers, ...signGatewayRequest(request, 's3cret', signedAt) } };
    expect(gatewaySignatureHolds(signed, 's3cret', signedAt + 29_000)).toBe(true);
    expect(gatewaySignatureHolds(signed, 's3cret', signedAt + 31_000)).toBe(false);
    expect(gatewaySignatureHolds({ ...signed, body: Buffer.from('{"query":"{ b }"}') }, 's3cret', signedAt)).toBe(
      false,
    );
    expect(
      gatewaySignatureHolds({ ...signed, headers: { ...signed.headers, 'x-basket-session': 'c' } }, 's3cret', signedAt),
    ).toBe(false);
    expect(gatewaySignatureHolds(signed, 'another', signedAt)).toBe(false);
  });
});
