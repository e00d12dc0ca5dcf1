/**
 * The customer service the merchant-loan pages name ("Customer service can be reached by call or
 * email", document 3, section 6). The documents give no number or address; these are the sandbox's
 * stand-ins, in one place to be replaced for a real platform.
 */
export const CUSTOMER_SERVICE = {
  phone: '1500-123',
  phoneHref: 'tel:1500123',
  email: 'modalusaha@example.co.id',
} as const;
