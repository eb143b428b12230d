// How zod 4 keeps a schema's definition (`schema._zod.def`), as far as the editor's config and the build's messages read it:
// zod types it loosely, so the fields we read are named here once, for the generator and its test.
import type * as z from 'zod';

/** A check of a list's length or a number's bounds, as zod keeps it. */
export interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
}

export type ZodDef = Omit<z.core.$ZodTypeDef, 'checks'> & {
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  catchall?: z.ZodType;
  checks?: { _zod: { def: CheckDef } }[];
};

export const defOf = (schema: z.ZodType) => schema._zod.def as ZodDef;
