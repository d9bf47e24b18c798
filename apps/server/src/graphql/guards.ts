import {
  type ASTNode,
  type ASTVisitor,
  type ExecutionArgs,
  type FieldNode,
  GraphQLError,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError, badInput } from '../kernel/errors.js';
import { isUuid } from '../kernel/ids.js';
import { COSTLY_FIELDS } from './root-fields.js';

/** The longest text any argument may carry; each field has its own, smaller limit on top. */
export const MAX_TEXT = 50_000;
/** Root fields a mutation may hold, and costly root fields (planner, argon2, mail, images) any request may hold. */
export const MAX_MUTATION_FIELDS = 5;
export const MAX_COSTLY_FIELDS = 1;

// NUL cannot be stored by PostgreSQL; the other C0 controls (tab, line feed and carriage return aside) and DEL
// have no place in a name, a label or a bio. Lone surrogates would be stored as U+FFFD, silently.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text is refused, or undefined when it is fine. */
export function textProblem(value: string, field: string): AppError | undefined {
  if (value.length > MAX_TEXT) return badInput('textTooLong', field, { max: MAX_TEXT });
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return badInput('textControlChars', field);
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The first text in the variables that is refused (files and other non-plain values are left alone). */
export function variablesProblem(value: unknown, path: string, depth = 0): AppError | undefined {
  if (typeof value === 'string') return textProblem(value, path);
  if (depth > 20) return undefined; // armor bounds the document; JSON this deep is refused by its size anyway
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = variablesProblem(value[i], `${path}.${i}`, depth + 1);
      if (problem) return problem;
    }
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key, path);
      if (keyProblem) return keyProblem;
      const problem = variablesProblem(item, path ? `${path}.${key}` : key, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** A GraphQL error carrying an AppError: graphql/errors.ts gives it its code and translated message. */
export const requestError = (error: AppError, nodes?: ASTNode | readonly ASTNode[]) =>
  new GraphQLError(error.message, {
    ...(nodes ? { nodes } : {}),
    originalError: error,
    extensions: { http: { status: 400 } },
  });

/** Refuses texts with control characters, broken Unicode or an absurd length, in variables and in literals. */
export function useTextGuards(): Plugin {
  return {
    onParams({ params, setResult }) {
      const problem = variablesProblem(params.variables ?? {}, '');
      if (problem) setResult({ errors: [requestError(problem)] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(textLiteralsRule);
    },
  };
}

function textLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = textProblem(node.value, context.getArgument()?.name ?? 'query');
      if (problem) context.reportError(requestError(problem, node));
    },
  };
}

/** The root fields of an operation by response key, through top-level fragments. */
function rootFields(
  context: ValidationContext,
  set: SelectionSetNode,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...rootFields(context, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) fields.push(...rootFields(context, fragment.selectionSet, seen));
    }
  }
  const byKey = new Map<string, FieldNode>();
  for (const f of fields) byKey.set((f.alias ?? f.name).value, f);
  return [...byKey.values()];
}

/** One request does bounded work: a few changes at most, and one costly operation (10 createGoal aliases are refused). */
export function rootFieldsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      const fields = rootFields(context, node.selectionSet);
      if (node.operation === 'mutation' && fields.length > MAX_MUTATION_FIELDS) {
        const error = new AppError('QUERY_TOO_COMPLEX', 'tooManyRootFields', { max: MAX_MUTATION_FIELDS });
        context.reportError(requestError(error, node));
        return;
      }
      const costly = fields.filter((f) => COSTLY_FIELDS.has(f.name.value));
      if (costly.length > MAX_COSTLY_FIELDS) {
        const names = [...new Set(costly.map((f) => f.name.value))].join(', ');
        const error = new AppError('QUERY_TOO_COMPLEX', 'tooManyCostly', { fields: names });
        context.reportError(requestError(error, costly));
      }
    },
  };
}

export function useRootFieldLimits(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rootFieldsRule);
    },
  };
}

/** graphql-armor's `onReject`: its errors carry no code of their own. */
export function tagTooComplex(_context: unknown, error: GraphQLError): void {
  (error.extensions as Record<string, unknown>).code = 'QUERY_TOO_COMPLEX';
}

// Every id in this API is a UUID (isUuid): a malformed one is the caller's mistake (BAD_USER_INPUT), never a failed query.

/** The first malformed id in a variable's value, walked along its declared type. */
function idProblem(
  type: GraphQLInputType | undefined,
  value: unknown,
  path: string,
  depth = 0,
): AppError | undefined {
  if (!type || value == null || depth > 10) return undefined;
  const t = getNullableType(type);
  if (isListType(t)) {
    const items = Array.isArray(value) ? value : [value];
    for (let i = 0; i < items.length; i++) {
      const problem = idProblem(t.ofType, items[i], `${path}.${i}`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isInputObjectType(t)) {
    if (typeof value !== 'object') return undefined;
    for (const [name, field] of Object.entries(t.getFields())) {
      const problem = idProblem(
        field.type,
        (value as Record<string, unknown>)[name],
        `${path}.${name}`,
        depth + 1,
      );
      if (problem) return problem;
    }
    return undefined;
  }
  if (getNamedType(t)?.name === 'ID' && !isUuid(value)) return badInput('idInvalid', path);
  return undefined;
}

/** The first variable holding a malformed id, as a request error. */
export function variableIdProblem(args: ExecutionArgs): GraphQLError | undefined {
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  for (const definition of args.document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      const type = typeFromAST(args.schema, v.type) as GraphQLInputType | undefined;
      const problem = idProblem(type, variables[name], name);
      if (problem) return requestError(problem, v);
    }
  }
  return undefined;
}

/** Refuses malformed ids, in literals (at validation) and in variables (before execution or a subscription). */
export function useIdGuards(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(idLiteralsRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem = variableIdProblem(args);
      if (problem) setResultAndStopExecution({ errors: [problem] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = variableIdProblem(args);
      if (problem) setResultAndStopExecution({ errors: [problem] });
    },
  };
}

function idLiteralsRule(context: ValidationContext): ASTVisitor {
  const check = (node: ASTNode & { value: string }) => {
    const type = context.getInputType();
    if (type && getNamedType(type).name === 'ID' && !isUuid(node.value)) {
      context.reportError(requestError(badInput('idInvalid', context.getArgument()?.name ?? 'id'), node));
    }
  };
  return { StringValue: check, IntValue: check };
}
