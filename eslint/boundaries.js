// A local ESLint rule: the web app's folders import one way (docs/adding-a-page.md).
//   features/<a>   may not import features/<b>: what two products share lives in components/ or lib/
//   components/, lib/  (shared) may not import a feature
//   features/, components/, lib/  may not import pages/ (tests may, to render a page whole)
// Pages and the shell (app/) may import anything. Only relative imports are looked at: the app has no
// path aliases.
import path from 'node:path';

const SRC = `${path.sep}web${path.sep}src${path.sep}`;

/** `{ layer, feature }` of a file under web/src, or null elsewhere. */
function placeOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const [layer, feature] = file.slice(at + SRC.length).split(path.sep);
  return { layer, feature: layer === 'features' ? feature : null };
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features, shared code and pages of web/src importing one way' },
    schema: [],
    messages: {
      otherFeature:
        'features/{{from}} may not import from features/{{to}}: move what both use to components/ or lib/.',
      sharedToFeature: '{{from}}/ is shared by every feature and may not import from features/{{to}}.',
      toPage: '{{from}}/ may not import from pages/: a page composes features, not the other way round.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = placeOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source.value));
      if (!to) return;
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({
          node: source,
          messageId: 'otherFeature',
          data: { from: from.feature, to: to.feature },
        });
      } else if ((from.layer === 'components' || from.layer === 'lib') && to.layer === 'features') {
        context.report({
          node: source,
          messageId: 'sharedToFeature',
          data: { from: from.layer, to: to.feature },
        });
      } else if (
        ['features', 'components', 'lib'].includes(from.layer) &&
        to.layer === 'pages' &&
        !isTest(file)
      ) {
        context.report({ node: source, messageId: 'toPage', data: { from: from.layer } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
