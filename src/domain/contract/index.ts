export * from './envelope';
export * from './http';
export * from './auth';
export * from './user';
export * from './events';
export * from './sandbox';
