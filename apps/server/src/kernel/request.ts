import type { Lang } from './messages.js';

/** Who is asking, from where, in which language: what a service may know of the request. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  lang: Lang;
}
