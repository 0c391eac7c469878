import fc from 'fast-check';

/** The JSON Schema keywords the route schemas use (TypeBox output or plain objects). */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const yyyyMmDd = (date: Date) => date.toISOString().slice(0, 10);
const validDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map(yyyyMmDd);

/** A value that passes the schema (mostly: a pattern or format may still reject an odd one). */
export function validValue(schema: JsonSchema = {}): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date') return validDate;
      if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 255));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return objectOf(schema, validValue);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: nested(depth - 1), b: [nested(0)] });

/** Values an attacker or a broken client sends in place of any field. */
export const adversarialValue: fc.Arbitrary<unknown> = fc.oneof(
  // Wrong types, arrays for scalars, nested JSON.
  fc.constantFrom(null, true, false, 0, [], {}, [[[]]], ['a', 'b'], { value: 'x' }, nested(40)),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
  // Huge, negative and odd numbers, also as text.
  fc.constantFrom(-1, -2147483649, 2147483647, 2147483648, 2 ** 53, 1e20, -1e20, 1.5, 1e308, -0),
  fc.constantFrom('1e20', '-1', '2147483648', '99999999999999999999', '0x10', 'NaN', 'Infinity', '1,5', ' 7 '),
  // Impossible and out-of-range dates.
  fc.constantFrom('2024-02-30', '2023-02-29', '0000-01-01', '0000-00-00', '9999-12-31', '10000-01-01', '2024-13-01', '2024-1-1', '2024/01/01', '-0001-01-01', '1969-12-31T23:59:59Z'),
  // Text that breaks naive code: NUL bytes, emoji, right-to-left, LIKE wildcards, SQL, paths, templates.
  fc.constantFrom(
    '\u0000', 'a\u0000b', '%00', '😀🚗👨‍👩‍👧', '\u202Eevil\u202C', 'مرحبا بالعالم', 'नमस्ते', 'e\u0301\u0301\u0301', '\uFEFF', '\uD800',
    '%', '_', '%_%', '\\', '\\%', "'", '"', "' OR '1'='1", "'; DROP TABLE citizens; --", '1; SELECT pg_sleep(1)', '$1',
    '../../../etc/passwd', '..\\..\\windows', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', 'PUT', 'DELETE', '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // Long text: just over a limit, and a megabyte.
  fc.constantFrom('a'.repeat(256), '9'.repeat(1001), MEGABYTE),
);

/** Fields a caller must never set: roles, ownership, ids, secrets, the method override, prototype keys. */
export const SMUGGLED_FIELDS = [
  'role', 'branch_id', 'user_id', 'created_by', 'citizen_id', 'vehicle_id', 'id', 'is_self', 'password_hash', 'file_path',
  'failed_logins', 'locked_until', 'created_at', '_method', '__proto__', 'constructor',
];
const smuggledValue = fc.oneof(fc.constantFrom('admin', 'manager', 1, 2, '1', true, 'PUT', 'DELETE', null), adversarialValue);
const smuggled = fc.dictionary(fc.constantFrom(...SMUGGLED_FIELDS), smuggledValue, { maxKeys: 3 });

/** An object over the schema's properties: each valid or adversarial, required ones sometimes missing. */
function objectOf(schema: JsonSchema, field: (property: JsonSchema) => fc.Arbitrary<unknown>) {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, field(property)]));
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(properties, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(properties, { requiredKeys: [] }) },
  );
}

const mostlyValid = (schema: JsonSchema) => fc.oneof({ weight: 3, arbitrary: validValue(schema) }, { weight: 1, arbitrary: adversarialValue });

/** Fields for a body or a query: the schema's own (mostly valid), plus smuggled ones now and then. */
export const fieldsFor = (schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(objectOf(schema ?? {}, mostlyValid), fc.option(smuggled, { freq: 3 }))
    .map(([fields, extra]) => ({ ...fields, ...extra }) as Record<string, unknown>);

/** A body's fields (as `fieldsFor`) with null in every optional one, as a form sends its empty fields. */
export const fieldsWithNulls = (schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> => {
  const optional = Object.keys(schema?.properties ?? {}).filter((name) => !schema?.required?.includes(name));
  return fieldsFor(schema).map((fields) => ({ ...fields, ...Object.fromEntries(optional.map((name) => [name, null])) }));
};

/** Text as it travels in a query string or a multipart field. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
