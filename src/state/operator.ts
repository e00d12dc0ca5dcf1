/**
 * Who runs the service, as a lender must show it (company, licence, customer service, complaints).
 * Set per deployment at build time (README, "Build-time settings"); the defaults name the sandbox,
 * so a sandbox build never passes itself off as a licensed company.
 */
export interface Operator {
  companyName: string;
  licence: string;
  address: string;
  phone: string;
  email: string;
  complaintsEmail: string;
}

const env = import.meta.env;

export const OPERATOR: Operator = {
  companyName: env.VITE_OPERATOR_NAME || 'PT Sandbox Layanan Pinjaman (sandbox)',
  licence: env.VITE_OPERATOR_LICENCE || 'KEP-000/D.05/2026 (sandbox)',
  address: env.VITE_OPERATOR_ADDRESS || 'Jl. Contoh No. 1, Jakarta 12190 (sandbox)',
  phone: env.VITE_OPERATOR_PHONE || '+62 21 0000 0000',
  email: env.VITE_OPERATOR_EMAIL || 'cs@sandbox.invalid',
  complaintsEmail: env.VITE_OPERATOR_COMPLAINTS_EMAIL || 'pengaduan@sandbox.invalid',
};

/** The regulator's consumer line (OJK's contact centre 157), the same for every operator. */
export const REGULATOR_CONTACT = { phone: '157', email: 'konsumen@ojk.go.id' } as const;

/** A phone number as a tel: link ("+62 21 0000 0000" -> "tel:+622100000000"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;
