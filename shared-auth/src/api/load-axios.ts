import type { AxiosStatic } from 'axios';

let axiosModule: Promise<AxiosStatic> | undefined;

/**
 * axios, fetched with the first request that needs it: a page that calls no API (the welcome page a visitor
 * opens) never downloads it. Every request of the page still goes through axios.
 */
export function loadAxios(): Promise<AxiosStatic> {
  return (axiosModule ??= import('axios').then((module) => module.default));
}
