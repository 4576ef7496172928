import {
  coerceInputValue,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { Invalid } from '@shop/kit';

/**
 * A REST body's values as the operation's variables: keys the operation's input types do not
 * define are dropped (the spec's clients send whole objects back, e.g. a category with its id),
 * and each value is coerced to its GraphQL type here, so a mismatch is a 400 naming the field
 * (from the path graphql-js reports) rather than an error to be read out of message text.
 */
export function restVariables(
  schema: GraphQLSchema,
  operation: DocumentNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const coerced: Record<string, unknown> = {};
  for (const node of getOperationAST(operation)?.variableDefinitions ?? []) {
    const name = node.variable.name.value;
    if (!(name in variables) || variables[name] === undefined) continue;
    const type = typeFromAST(schema, node.type as never) as GraphQLInputType | undefined;
    if (!type) {
      coerced[name] = variables[name];
      continue;
    }
    const value = pruneValue(type, variables[name]);
    // graphql-js's own error text is not shown: it names GraphQL types, not the form's fields.
    coerced[name] = coerceInputValue(value, type, (path) => {
      const field = path.map(String).join('.') || name;
      throw new Invalid(`${field}: ${reasonFor(typeAt(type, path))}`, field);
    });
  }
  return coerced;
}

function pruneValue(type: GraphQLInputType, value: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return Array.isArray(value) ? value.map((v) => pruneValue(inner.ofType, v)) : value;
  const named = getNamedType(inner);
  if (!isInputObjectType(named) || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = named.getFields();
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key in fields)
      .map(([key, v]) => [key, pruneValue(fields[key].type, v)]),
  );
}

/** The input type found by following a coercion error's path down from the variable's type. */
function typeAt(type: GraphQLInputType, path: ReadonlyArray<string | number>): GraphQLInputType {
  let current = type;
  for (const step of path) {
    const inner = isNonNullType(current) ? current.ofType : current;
    if (typeof step === 'number' && isListType(inner)) current = inner.ofType;
    else if (typeof step === 'string' && isInputObjectType(inner)) current = inner.getFields()[step]?.type ?? current;
  }
  return current;
}

const READABLE: Record<string, string> = {
  String: 'must be text',
  ID: 'must be text',
  Int: 'must be a whole number',
  Float: 'must be a number',
  Boolean: 'must be true or false',
};

function reasonFor(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return 'must be a list';
  const named = getNamedType(inner);
  if (isInputObjectType(named)) return 'must be an object';
  return READABLE[named.name] ?? `must be one of the allowed ${named.name} values`;
}
