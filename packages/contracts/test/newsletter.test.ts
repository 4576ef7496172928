import { newsletterFailureText, serverPrefixOf } from '../src';

describe("the newsletter form's failure toast (storefront 8)", () => {
  it.each([
    ['Newsletter is not available', 'Newsletter subscription is not available at this time. Please try again later.'],
    ['Mailchimp is not configured', 'Newsletter subscription is not available at this time. Please try again later.'],
    ['This address is already subscribed', 'This email is already subscribed to our newsletter.'],
    ['email: Please enter a valid email address', 'Please enter a valid email address.'],
    ['API request failed', 'Newsletter subscription service is temporarily unavailable. Please try again later.'],
    ['Invalid key', 'Newsletter subscription service is temporarily unavailable. Please try again later.'],
    [
      'Failed to subscribe. Please try again.',
      'Unable to subscribe at this time. Please try again later or contact us directly.',
    ],
    ['', 'Unable to subscribe at this time. Please try again later or contact us directly.'],
  ])('maps "%s"', (message, text) => {
    expect(newsletterFailureText(message)).toBe(text);
  });

  it('reads the server prefix off a Mailchimp key', () => {
    expect(serverPrefixOf('0123abcd-us21')).toBe('us21');
    expect(serverPrefixOf('a-b-us6')).toBe('us6');
  });
});
