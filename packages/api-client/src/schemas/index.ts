export * from './common';
export * from './accounts';
export * from './billing';
export * from './knowledge';
export * from './runtime';
export * from './analytics';
export * from './widget';
export * from './tools';
