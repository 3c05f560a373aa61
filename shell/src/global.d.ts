declare module '*.css';

declare global {
  var __KASPIT_REACT__: unknown;
}

export {};
