// js-yaml ships no types of its own; the workflow test needs only `load`.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
