import path from 'node:path';
import ts from 'typescript';

/**
 * A static scan of the API's source for the messages it can answer as `{ error }`: the
 * arguments of badRequest/unauthorized/notFound/conflict and `new HttpError(status, ...)`,
 * the `error` of refusals (`{ status, error }`, `{ statusCode, error }`), the `{ error }`
 * sent directly or through `sendErrorMessage`, and the 404 texts of lifecycle guards
 * (`notFound:`, `answerer(text, ...)`).
 * Constants, conditionals, concatenations and small message functions are followed to
 * their string literals; a `${...}` that is not a constant reads as `{}`.
 */

export interface ThrownMessage {
  /** The file (relative to api/src) and line of the site. */
  site: string;
  /** The message, `{}` standing for a value known only at run time. */
  text: string;
}

export interface Unresolved {
  site: string;
  /** The expression that could not be followed to string literals. */
  expression: string;
}

const HELPERS = new Set(['badRequest', 'unauthorized', 'notFound', 'conflict']);
const SRC = path.resolve(__dirname, '../../..');

export function scanThrownMessages(): { messages: ThrownMessage[]; unresolved: Unresolved[] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve(SRC, '../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('api/tsconfig.json cannot be read');
  // Not the tests, and not the localiser itself (it sends what the others threw).
  const files = config.fileNames.filter(
    (file) => !/__tests__|\/test\/|lib\/i18n\/answer-error\.ts$/.test(file),
  );
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const messages: ThrownMessage[] = [];
  const unresolved: Unresolved[] = [];

  const siteOf = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SRC, source.fileName)}:${line + 1}`;
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** Every string the expression can be, or null when some branch cannot be followed. */
  const resolve = (node: ts.Expression, depth = 0): string[] | null => {
    if (depth > 12) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isNumericLiteral(node)) return [String(Number(node.text.replace(/_/g, '')))];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
      return resolve(node.expression, depth + 1);
    }
    if (ts.isTemplateExpression(node)) {
      let texts = [node.head.text];
      for (const span of node.templateSpans) {
        const value = resolve(span.expression, depth + 1);
        // A span of a few known values (a conditional) yields each; anything else is {}.
        const parts = value && value.length <= 4 ? value : ['{}'];
        texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
      }
      return texts;
    }
    if (ts.isConditionalExpression(node)) {
      const whenTrue = resolve(node.whenTrue, depth + 1);
      const whenFalse = resolve(node.whenFalse, depth + 1);
      return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = resolve(node.left, depth + 1);
      const right = resolve(node.right, depth + 1);
      if (!left || !right) return null;
      return left.flatMap((a) => right.map((b) => a + b));
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
      if (
        declaration &&
        (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
        declaration.initializer
      ) {
        return resolve(declaration.initializer, depth + 1);
      }
      return null;
    }
    if (ts.isCallExpression(node)) {
      const declaration = declarationOf(node.expression);
      const body =
        declaration && (ts.isFunctionDeclaration(declaration) || ts.isArrowFunction(declaration))
          ? declaration.body
          : declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
            ? (declaration.initializer as ts.ArrowFunction).body
            : undefined;
      if (!body) return null;
      if (!ts.isBlock(body)) return resolve(body as ts.Expression, depth + 1);
      const results: string[] = [];
      let ok = true;
      const visitReturns = (inner: ts.Node): void => {
        if (ts.isFunctionLike(inner)) return;
        if (ts.isReturnStatement(inner) && inner.expression) {
          const value = resolve(inner.expression, depth + 1);
          if (value) results.push(...value);
          else ok = false;
        }
        ts.forEachChild(inner, visitReturns);
      };
      ts.forEachChild(body, visitReturns);
      return ok && results.length > 0 ? results : null;
    }
    return null;
  };

  const extendsHttpError = (declaration: ts.ClassDeclaration) =>
    (declaration.heritageClauses ?? []).some((clause) =>
      clause.types.some((type) => type.expression.getText() === 'HttpError'),
    );
  const isParameter = (expression: ts.Expression | undefined) =>
    !!expression &&
    ts.isIdentifier(expression) &&
    !!declarationOf(expression) &&
    ts.isParameter(declarationOf(expression) as ts.Node);
  /** The index of the constructor parameter an HttpError subclass passes on as its message. */
  const messageParameterOf = (declaration: ts.Declaration | undefined): number | null => {
    if (!declaration || !ts.isClassDeclaration(declaration) || !extendsHttpError(declaration)) {
      return null;
    }
    const constructor = declaration.members.find(ts.isConstructorDeclaration);
    let index: number | null = null;
    const visitSuper = (inner: ts.Node): void => {
      if (
        ts.isCallExpression(inner) &&
        inner.expression.kind === ts.SyntaxKind.SuperKeyword &&
        isParameter(inner.arguments[1])
      ) {
        const name = (inner.arguments[1] as ts.Identifier).text;
        const found = constructor?.parameters.findIndex((p) => p.name.getText() === name) ?? -1;
        if (found >= 0) index = found;
      }
      ts.forEachChild(inner, visitSuper);
    };
    if (constructor?.body) visitSuper(constructor.body);
    return index;
  };

  const record = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    const site = siteOf(expression);
    const texts = resolve(expression);
    if (texts) for (const text of texts) messages.push({ site, text });
    else unresolved.push({ site, expression: expression.getText() });
  };

  const property = (literal: ts.ObjectLiteralExpression, name: string) =>
    literal.properties.find(
      (member): member is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
        (ts.isPropertyAssignment(member) || ts.isShorthandPropertyAssignment(member)) &&
        member.name.getText() === name,
    );
  const valueOf = (member: ts.PropertyAssignment | ts.ShorthandPropertyAssignment) =>
    ts.isPropertyAssignment(member) ? member.initializer : member.name;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : undefined;
      if (name && HELPERS.has(name) && node.arguments.length > 0) record(node.arguments[0]);
      if (name === 'answerer') record(node.arguments[0]);
      if (name === 'sendErrorMessage') record(node.arguments[3]);
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'send') {
        const [body] = node.arguments;
        if (body && ts.isObjectLiteralExpression(body)) {
          const error = property(body, 'error');
          if (error) record(valueOf(error));
        }
      }
    }
    if (ts.isNewExpression(node)) {
      if (node.expression.getText() === 'HttpError') record(node.arguments?.[1]);
      else {
        // A subclass of HttpError that passes a constructor argument on as the message.
        const index = messageParameterOf(declarationOf(node.expression));
        if (index !== null) record(node.arguments?.[index]);
      }
    }
    if (node.kind === ts.SyntaxKind.SuperKeyword && ts.isCallExpression(node.parent)) {
      const call = node.parent;
      const owner = ts.findAncestor(call, ts.isClassDeclaration);
      if (owner && extendsHttpError(owner) && !isParameter(call.arguments[1])) {
        record(call.arguments[1]);
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const error = property(node, 'error');
      if (error && (property(node, 'status') || property(node, 'statusCode'))) {
        record(valueOf(error));
      }
      const notFoundText = property(node, 'notFound');
      if (notFoundText && property(node, 'access')) record(valueOf(notFoundText));
    }
    ts.forEachChild(node, visit);
  };

  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !files.includes(file.fileName)) continue;
    visit(file);
  }
  return { messages, unresolved };
}
