import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * Drops keys a REST body carries that the operation's input types do not define (the spec's
 * clients send whole objects back, e.g. a category with its id), so they are ignored rather than
 * rejected. Type mismatches are left for GraphQL to reject.
 */
export function pruneVariables(
  schema: GraphQLSchema,
  operation: string,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const definition = operationDefinition(operation);
  const pruned: Record<string, unknown> = {};
  for (const node of definition.variableDefinitions ?? []) {
    const name = node.variable.name.value;
    if (!(name in variables) || variables[name] === undefined) continue;
    const type = typeFromAST(schema, node.type as never) as GraphQLInputType | undefined;
    pruned[name] = type ? pruneValue(type, variables[name]) : variables[name];
  }
  return pruned;
}

const parsedOperations = new Map<string, OperationDefinitionNode>();

/** The route table is fixed, so each operation is parsed once. */
function operationDefinition(operation: string): OperationDefinitionNode {
  let definition = parsedOperations.get(operation);
  if (!definition) {
    definition = parse(operation).definitions[0] as OperationDefinitionNode;
    parsedOperations.set(operation, definition);
  }
  return definition;
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
