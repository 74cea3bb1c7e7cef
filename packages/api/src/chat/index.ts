/** Live chat between users and operators over the product's own WebSocket. */
export * from './endpoints.ts';
export * from './schemas.ts';
