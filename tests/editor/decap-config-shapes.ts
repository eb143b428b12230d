import * as z from 'zod';
import { contentSchemas } from '@/content/schema/files';
import { schemaKit } from '@/content/schema/kit';
import { Prose } from '@/lib/prose';
import { defOf } from '@/content/schema/zod-def';

/*
 * The content schemas (content/schema/files.ts) as tests/editor/decap-config.test.ts compares them with the
 * editor's config: a tree of objects, lists and choices, each node optional or not, and for each plain
 * value what it accepts. What a value accepts is found by asking the schema itself (probes), never by
 * naming the kit's helpers, so a change of rule in a schema shows up here as it would in the build.
 */

export type Hook = 'text' | 'markdown' | 'image';

/** The schemas, built with a context that records which of the loader's hooks a value went through. */
export function recordingSchemas() {
  const calls: Hook[] = [];
  const schemas = contentSchemas(
    schemaKit({
      text: (value) => (calls.push('text'), value),
      markdown: () => (calls.push('markdown'), new Prose({ type: 'root', children: [] })),
      image: () => (calls.push('image'), { width: 1, height: 1 }),
    }),
  );
  /** Whether the schema accepts the value, and the hooks it called. */
  const probe = (schema: z.ZodType, value: unknown) => {
    calls.length = 0;
    const ok = schema.safeParse(value).success;
    return { ok, calls: [...calls] };
  };
  return { schemas, probe };
}

export type Shape =
  | { kind: 'object'; fields: Record<string, Node>; loose: boolean }
  | { kind: 'array'; element: Node; min?: number; max?: number }
  | { kind: 'enum'; values: string[] }
  | { kind: 'union'; options: Shape[] }
  | { kind: 'boolean' }
  | { kind: 'value'; schema: z.ZodType };

export interface Node {
  optional: boolean;
  shape: Shape;
}

/** The node a schema describes: wrappers that only clean or transform a value are looked through. */
export function nodeOf(schema: z.ZodType): Node {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return { ...nodeOf(def.innerType!), optional: true };
    case 'pipe': {
      // z.preprocess(clean, inner): the inner schema says what the value is. schema.transform(f): the
      // schema before it does (a value such as an amount is an `unknown` checked in its transform).
      const first = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
      if (defOf(first).type === 'unknown') return { optional: false, shape: { kind: 'value', schema } };
      const inner = nodeOf(first);
      // A value is probed through the whole pipe, so that its checks and the loader's hooks run.
      return inner.shape.kind === 'value' ? { ...inner, shape: { kind: 'value', schema } } : inner;
    }
    case 'object':
      return {
        optional: false,
        shape: {
          kind: 'object',
          fields: Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, nodeOf(field)])),
          loose: def.catchall !== undefined && defOf(def.catchall).type !== 'never',
        },
      };
    case 'array': {
      const checks = (def.checks ?? []).map((check) => check._zod.def);
      const exact = checks.find((check) => check.check === 'length_equals')?.length;
      return {
        optional: false,
        shape: {
          kind: 'array',
          element: nodeOf(def.element!),
          min: exact ?? checks.find((check) => check.check === 'min_length')?.minimum,
          max: exact ?? checks.find((check) => check.check === 'max_length')?.maximum,
        },
      };
    }
    case 'enum':
      return { optional: false, shape: { kind: 'enum', values: Object.values(def.entries!) } };
    case 'union':
      return { optional: false, shape: { kind: 'union', options: def.options!.map((option) => nodeOf(option).shape) } };
    case 'boolean':
      return { optional: false, shape: { kind: 'boolean' } };
    default:
      return { optional: false, shape: { kind: 'value', schema } };
  }
}

/** Values a plain text field may be given: a pattern of the editor must agree with the schema on each. */
export const TEXT_SAMPLES = [
  'x',
  'Aide & Vie',
  'https://www.facebook.com/centre',
  'http://www.facebook.com/centre',
  'contact@centre.cm',
  'contact@centre',
  '08:00',
  '18:30',
  '8h',
  '24:00',
  'CM',
  'cm',
  '+237 6 00 00 00 01',
  '600 00 00',
  'elise-mballa',
  'Élise Mballa',
  // Each side of a length's bounds (a short title's 57, a search description's 120 to 160), a line break inside.
  ...[57, 58, 119, 120, 160, 161].map((length) => `Soins${'\n'}${'à'.repeat(length - 6)}`),
];
