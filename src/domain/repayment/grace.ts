/** The grace and late-fee rules are shared by both products: they live in lending/grace.ts. */
export * from '../lending/grace';
