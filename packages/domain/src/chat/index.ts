/** Live chat between an account and the operators: text and flood rules. */
export * from './chat-rules.ts';
