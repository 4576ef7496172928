import type { ApolloServerPlugin } from '@apollo/server';
import { entriesAnswered, fieldWeightOf, listSizeOf, type ListSize } from '@shop/contracts';
import { Invalid } from '@shop/kit';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { whenClientHangsUp } from './client-hang-up';
import type { GatewayContext } from './context';
import type { QueryAdmission, Release } from './query-admission';
import type { QueryBudget } from './query-budget';

export interface QueryLimits {
  /** Characters in the document. */
  maxDocumentSize: number;
  maxDepth: number;
  maxAliases: number;
  maxRootFields: number;
  /** Fields the answer may hold, each list counted at the most it answers (see LIST_SIZES). */
  maxCost: number;
}

/** A list missing from LIST_SIZES (a test keeps there being none) is counted as a large one. */
const UNLISTED: ListSize = { max: 1000 };

/** Apollo answers a throw at this stage with 500 unless told the status; the error mapper reads the Invalid inside. */
const refuse = (message: string) =>
  new GraphQLError(message, { originalError: new Invalid(message), extensions: { http: { status: 400 } } });

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

/** The `limit` a list field asks for, from a literal or a variable; undefined when it names none. */
function requestedLimit(
  args: readonly { name: { value: string }; value: ValueNode }[],
  variables: Record<string, unknown>,
) {
  for (const arg of args) {
    if (arg.name.value !== 'limit') continue;
    const value =
      arg.value.kind === Kind.VARIABLE
        ? variables[arg.value.name.value]
        : 'value' in arg.value
          ? Number(arg.value.value)
          : undefined;
    const size = Number(value);
    if (Number.isFinite(size) && size > 0) return size;
  }
  return undefined;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function measure(
  set: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  walk: Walk,
  multiplier: number,
  seen: Set<string>,
): Measure {
  const { schema, fragments, variables } = walk;
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  for (const selection of set.selections) {
    let inner: Measure;
    if (selection.kind === Kind.FIELD) {
      const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
      // A list answers at most its ceiling, however deep it sits; an object field answers one.
      const isList = field ? isListType(getNullableType(field.type)) : false;
      const size = isList ? (listSizeOf(parent!.name, selection.name.value) ?? UNLISTED) : undefined;
      const times = size ? entriesAnswered(size, requestedLimit(selection.arguments ?? [], variables)) : 1;
      const children = selection.selectionSet
        ? measure(selection.selectionSet, field && getNamedType(field.type), walk, multiplier * times, seen)
        : { depth: 0, aliases: 0, cost: 0 };
      const weight = isObjectType(parent) ? fieldWeightOf(parent.name, selection.name.value) : 1;
      inner = {
        depth: children.depth + 1,
        aliases: children.aliases + (selection.alias ? 1 : 0),
        cost: children.cost + multiplier * weight,
      };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      inner = measure(selection.selectionSet, type ?? undefined, walk, multiplier, seen);
    } else {
      const fragment = fragments[selection.name.value];
      // A fragment spread twice in one path is a cycle, which validation refuses anyway.
      if (!fragment || seen.has(fragment.name.value)) continue;
      const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
      inner = measure(fragment.selectionSet, type, walk, multiplier, new Set([...seen, fragment.name.value]));
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.aliases += inner.aliases;
    total.cost += inner.cost;
  }
  return total;
}

/**
 * What an answer cost, counted as `measure` counts the query but with each list as long as it came
 * back: the fields answered, each weighted (see FIELD_WEIGHTS). A field a fragment of another type
 * selected is absent from the answer, and counts nothing.
 */
function answerCost(set: SelectionSetNode, parent: GraphQLNamedType | undefined, walk: Walk, value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, entry) => sum + answerCost(set, parent, walk, entry), 0);
  if (value === null || typeof value !== 'object') return 0;
  const answer = value as Record<string, unknown>;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (!(key in answer)) continue;
      const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
      const weight = isObjectType(parent) ? fieldWeightOf(parent.name, selection.name.value) : 1;
      const children = selection.selectionSet
        ? answerCost(selection.selectionSet, field && getNamedType(field.type), walk, answer[key])
        : 0;
      cost += weight + children;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      cost += answerCost(selection.selectionSet, type ?? undefined, walk, answer);
    } else {
      const fragment = walk.fragments[selection.name.value];
      if (!fragment) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? undefined;
      cost += answerCost(fragment.selectionSet, type, walk, answer);
    }
  }
  return cost;
}

/** What the answer to `operation` cost: its fields, each weighted, each list at the length it came back. */
export function measureAnswer(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  data: unknown,
): number {
  const root = schema.getRootType(operation.operation) ?? undefined;
  return answerCost(operation.selectionSet, root, { schema, fragments, variables: {} }, data);
}

/** Depth, aliases, root fields and cost of the operation being run. */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> = {},
) {
  const root = schema.getRootType(operation.operation) ?? undefined;
  const walk = { schema, fragments, variables };
  const { depth, aliases, cost } = measure(operation.selectionSet, root, walk, 1, new Set());
  return { depth, aliases, cost, rootFields: operation.selectionSet.selections.length };
}

/**
 * Why a wait ends once the answer is out. One reason for every request: aborting without one makes a DOMException,
 * stack trace and all, which was 4 % of the gateway's CPU on a cached read.
 */
const ANSWER_SENT = new Error('the answer was sent');

/** Aborts `controller` when `signal` aborts, at once if it has. */
function follow(signal: AbortSignal, controller: AbortController): void {
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
}

/**
 * Refuses, with 400 naming the limit, before anything is planned or sent to a subgraph: documents
 * that are too long, too deep, too aliased, ask for too many root fields or too large an answer.
 * What passes holds its cost of the client's budget (429 once spent; what the answer did not use is
 * given back unless its time ran out, see query-budget.ts), then is admitted by its cost (a heavy one may wait for a
 * slot, see query-admission.ts), which it holds until its answer is ready.
 * The operation deadline must be set first (its plugin comes before this one): it ends a wait too.
 */
export function queryLimitsPlugin(
  limits: QueryLimits,
  budget: QueryBudget,
  admission: QueryAdmission,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      // Aborted once waiting is pointless: out of time, the client gone, or the answer sent already.
      const giveUp = new AbortController();
      let release: Release | undefined;
      /** Called with the answer's data, or null for an answer its time limit cut short. */
      let settleBudget: ((data: unknown) => void) | undefined;
      return {
        async didResolveOperation({ document, operation, schema }) {
          if (!operation) return;
          const fragments = Object.fromEntries(
            document.definitions
              .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
              .map((d) => [d.name.value, d]),
          );
          const m = measureOperation(schema, operation, fragments, request.variables ?? {});
          // In order: the first limit passed is the one named.
          const checks: Array<[boolean, string]> = [
            [m.depth > limits.maxDepth, `Query is too deep: ${m.depth} levels, at most ${limits.maxDepth}`],
            [m.aliases > limits.maxAliases, `Query has too many aliases: ${m.aliases}, at most ${limits.maxAliases}`],
            [
              m.rootFields > limits.maxRootFields,
              `Query asks for too many fields at once: ${m.rootFields}, at most ${limits.maxRootFields}`,
            ],
            [m.cost > limits.maxCost, `Query is too costly: about ${m.cost} fields, at most ${limits.maxCost}`],
            // Parsing is linear, so a long document is judged here with the rest.
            [
              (request.query?.length ?? 0) > limits.maxDocumentSize,
              `Query is too large: at most ${limits.maxDocumentSize} characters`,
            ],
          ];
          const problem = checks.find(([over]) => over)?.[1];
          if (problem) throw refuse(problem);
          const settle = await budget.spend(m.cost, contextValue);
          settleBudget = (data) => settle(data === null ? null : measureAnswer(schema, operation, fragments, data));
          if (contextValue.deadline) follow(contextValue.deadline, giveUp);
          whenClientHangsUp(contextValue.res, () => giveUp.abort());
          release = await admission.admit(m.cost, giveUp.signal);
          // Another plugin's refusal may have sent the answer while this one waited.
          if (giveUp.signal.aborted) release();
        },
        async willSendResponse({ response: { body }, contextValue }) {
          // Before the answer-sent abort below, which is no time limit.
          const timedOut = contextValue.deadline?.aborted === true;
          giveUp.abort(ANSWER_SENT);
          release?.();
          const data = body.kind === 'single' ? (body.singleResult.data ?? {}) : {};
          settleBudget?.(timedOut ? null : data);
        },
      };
    },
  };
}
