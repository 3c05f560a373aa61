// The WHATWG URL is a global in Node and in every browser, but the ES library this package compiles against (so it
// can use neither Node's nor the DOM's other globals) does not declare it. Only what the package uses.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly origin: string;
}
