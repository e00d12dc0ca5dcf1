/**
 * Product names on the wire (document 2, section 1: "the product names paylater, gomodal,
 * paylater_cicilan and gopaypinjam exist") and the app's product keys (src/domain/products.ts:
 * paylater, cicilan, gomodal). The instalment product is `cicilan` inside the app and in its routes,
 * `paylater_cicilan` in every body, header and query parameter the platform reads.
 */
import { PRODUCT_NAMES, type ProductName } from '../products';

export const WIRE_PRODUCT_NAMES = ['paylater', 'gomodal', 'paylater_cicilan', 'gopaypinjam'] as const;
export type WireProductName = (typeof WIRE_PRODUCT_NAMES)[number];

const WIRE_NAMES = {
  paylater: 'paylater',
  cicilan: 'paylater_cicilan',
  gomodal: 'gomodal',
} as const satisfies Readonly<Record<ProductName, WireProductName>>;

/** The wire names of the app's own products (gopaypinjam is not one). */
export type AppWireProductName = (typeof WIRE_NAMES)[ProductName];

export function wireProductName(product: ProductName): AppWireProductName {
  return WIRE_NAMES[product];
}

/**
 * The app's key for a wire name; null for gopaypinjam (the personal loan lives on the cash-loan
 * site, not in this app) and for anything unknown, the old in-app spelling `cicilan` included.
 */
export function productKeyFromWire(name: string): ProductName | null {
  return PRODUCT_NAMES.find((product) => WIRE_NAMES[product] === name) ?? null;
}

export function isWireProductName(value: unknown): value is WireProductName {
  return typeof value === 'string' && (WIRE_PRODUCT_NAMES as readonly string[]).includes(value);
}
