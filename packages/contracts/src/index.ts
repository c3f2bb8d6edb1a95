/** @waihui/contracts: zod schemas of every endpoint and WebSocket message, shared by web and server. */
export * from './languages';
export * from './envelope';
export * from './decimal';
export * from './reasons';
export * from './health';
export * from './ws';
export * from './identity';
export * from './market';
export * from './ledger';
export * from './trading';
export * from './content';
export * from './backoffice';
export * from './messages/messages';
export * from './dev';
export * from './routes';
