// Stripe's form encoding, as the SDK writes it (`a[b][0][c]=x`, arrays by index, `a[]=x` to
// append): parsed into nested objects, and into arrays where every key of a level is an index.
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export class FormBodyError extends Error {
  override name = 'FormBodyError';
}

interface Tree {
  [key: string]: string | Tree;
}

// Keys that would reach Object.prototype through a plain object.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function parseFormBody(text: string): FormObject {
  const root: Tree = {};
  for (const [name, value] of new URLSearchParams(text)) assign(root, keyPath(name), value, name);
  return withArrays(root) as FormObject;
}

function keyPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) throw new FormBodyError(`Invalid parameter name: ${name}`);
  const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
  if (path.some((part) => FORBIDDEN.has(part))) throw new FormBodyError(`Invalid parameter name: ${name}`);
  return path;
}

function assign(root: Tree, path: string[], value: string, name: string): void {
  let node = root;
  path.forEach((part, index) => {
    const key = part === '' ? String(Object.keys(node).length) : part;
    const existing = Object.hasOwn(node, key) ? node[key] : undefined;
    if (index === path.length - 1) {
      if (typeof existing === 'object') throw new FormBodyError(`Parameter ${name} is both a value and an object.`);
      node[key] = value;
      return;
    }
    if (typeof existing === 'string') throw new FormBodyError(`Parameter ${name} is both a value and an object.`);
    node = existing ?? (node[key] = {});
  });
}

function withArrays(node: string | Tree): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const converted = keys.map((key) => withArrays(node[key] as string | Tree));
  if (keys.length > 0 && keys.every((key) => /^(0|[1-9]\d*)$/.test(key))) {
    // Indexes may arrive in any order or with gaps: keep their order, drop the gaps.
    return keys.map((key, i) => [Number(key), converted[i] as FormValue] as const).sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  }
  return Object.fromEntries(keys.map((key, i) => [key, converted[i] as FormValue]));
}
