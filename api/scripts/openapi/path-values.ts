import ts from 'typescript';

/** The values a function's parameters take while its body is read (`callbackPath('google')`). */
type Bindings = ReadonlyMap<ts.Symbol, string[]>;

/**
 * Every string `expression` can be, worked out from the source alone, or undefined when it
 * depends on anything but constants: string and template literals, `+`, `const`s (followed
 * through imports by `checker`), `for (const {path} of [...])` over a literal list,
 * `.slice(start, end)` with number literals, and calls of a function returning one expression
 * (`callbackPath('google')`). A route path is always one of these (scripts/openapi-docs.ts).
 */
export function stringValues(
  checker: ts.TypeChecker,
  expression: ts.Expression,
  bindings: Bindings = new Map(),
): string[] | undefined {
  const values = (node: ts.Expression): string[] | undefined => stringValues(checker, node, bindings);
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    return values(expression.expression);
  }
  if (ts.isTemplateExpression(expression)) {
    let out: string[] | undefined = [expression.head.text];
    for (const span of expression.templateSpans) {
      out = product(out, values(span.expression));
      out = out?.map((value) => value + span.literal.text);
    }
    return out;
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return product(values(expression.left), values(expression.right));
  }
  if (ts.isIdentifier(expression)) return identifierValues(checker, expression, bindings);
  if (ts.isCallExpression(expression)) return callValues(checker, expression, bindings);
  return undefined;
}

/** Each value of `left` followed by each value of `right`. */
function product(left: string[] | undefined, right: string[] | undefined): string[] | undefined {
  if (!left || !right) return undefined;
  return left.flatMap((a) => right.map((b) => a + b));
}

/** What `identifier` names, through imports and re-exports. */
function declarationOf(checker: ts.TypeChecker, identifier: ts.Node): [ts.Symbol, ts.Declaration] | [] {
  let symbol = checker.getSymbolAtLocation(identifier);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  return symbol && declaration ? [symbol, declaration] : [];
}

function identifierValues(
  checker: ts.TypeChecker,
  identifier: ts.Identifier,
  bindings: Bindings,
): string[] | undefined {
  const [symbol, declaration] = declarationOf(checker, identifier);
  if (!symbol || !declaration) return undefined;
  const bound = bindings.get(symbol);
  if (bound) return bound;
  if (ts.isVariableDeclaration(declaration)) {
    if (declaration.initializer) return stringValues(checker, declaration.initializer, bindings);
    // for (const path of [A, B])
    const loop = declaration.parent.parent;
    if (ts.isForOfStatement(loop)) {
      return listValues(checker, loop.expression, bindings, (element) =>
        stringValues(checker, element, bindings),
      );
    }
    return undefined;
  }
  if (ts.isBindingElement(declaration)) return destructuredValues(checker, declaration, bindings);
  return undefined;
}

/** `path` of `for (const { path } of pages)`, `pages` a literal list of object literals. */
function destructuredValues(
  checker: ts.TypeChecker,
  element: ts.BindingElement,
  bindings: Bindings,
): string[] | undefined {
  const pattern = element.parent;
  const variable = pattern.parent;
  const loop = variable.parent?.parent;
  if (!ts.isObjectBindingPattern(pattern) || !ts.isVariableDeclaration(variable)) return undefined;
  if (!loop || !ts.isForOfStatement(loop)) return undefined;
  const key = (element.propertyName ?? element.name).getText();
  return listValues(checker, loop.expression, bindings, (item) => {
    if (!ts.isObjectLiteralExpression(item)) return undefined;
    const property = item.properties.find((p) => p.name?.getText() === key);
    if (property && ts.isPropertyAssignment(property)) {
      return stringValues(checker, property.initializer, bindings);
    }
    if (property && ts.isShorthandPropertyAssignment(property)) {
      return stringValues(checker, property.name, bindings);
    }
    return undefined;
  });
}

/** The values of each item of a literal list (or a `const` naming one), through `itemValues`. */
function listValues(
  checker: ts.TypeChecker,
  list: ts.Expression,
  bindings: Bindings,
  itemValues: (item: ts.Expression) => string[] | undefined,
): string[] | undefined {
  let literal: ts.Expression | undefined = list;
  if (ts.isIdentifier(list)) {
    const [, declaration] = declarationOf(checker, list);
    literal = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  }
  if (!literal || !ts.isArrayLiteralExpression(literal)) return undefined;
  const out: string[] = [];
  for (const item of literal.elements) {
    const values = itemValues(item);
    if (!values) return undefined;
    out.push(...values);
  }
  return out;
}

function callValues(
  checker: ts.TypeChecker,
  call: ts.CallExpression,
  bindings: Bindings,
): string[] | undefined {
  const callee = call.expression;
  // HELP_PATH.slice(0, -1)
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'slice') {
    const strings = stringValues(checker, callee.expression, bindings);
    const numbers = call.arguments.map(numberValue);
    if (!strings || numbers.some((n) => n === undefined)) return undefined;
    return strings.map((value) => value.slice(...(numbers as number[])));
  }
  if (!ts.isIdentifier(callee)) return undefined;
  // callbackPath('google'), with `const callbackPath = (provider) => `...``
  const [, declaration] = declarationOf(checker, callee);
  const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn))) return undefined;
  const body = returnedExpression(fn);
  if (!body) return undefined;
  const bound = new Map(bindings);
  for (const [index, parameter] of fn.parameters.entries()) {
    const argument = call.arguments[index];
    const symbol = checker.getSymbolAtLocation(parameter.name);
    const values = argument && stringValues(checker, argument, bindings);
    if (!symbol || !values) return undefined;
    bound.set(symbol, values);
  }
  return stringValues(checker, body, bound);
}

/** The one expression a function returns, if its body is nothing else. */
function returnedExpression(fn: ts.ArrowFunction | ts.FunctionDeclaration): ts.Expression | undefined {
  if (fn.body && !ts.isBlock(fn.body)) return fn.body;
  const [statement, ...rest] = fn.body?.statements ?? [];
  return statement && rest.length === 0 && ts.isReturnStatement(statement) ? statement.expression : undefined;
}

function numberValue(expression: ts.Expression): number | undefined {
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (
    ts.isPrefixUnaryExpression(expression) &&
    expression.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(expression.operand)
  ) {
    return -Number(expression.operand.text);
  }
  return undefined;
}
