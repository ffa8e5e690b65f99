// A local ESLint rule: which folders of the project may import from which. Each zone names the
// folder of the importing file and the folders it must not import from; a relative import is
// resolved against the importing file, so `../../server/x` from `src/a/b.ts` is seen as
// `server/x`. Options: [{ zones: [{ from: 'server/', forbid: ['src/'], because: '…' }] }].
import path from 'node:path';

const inFolder = (file, folder) => file === folder.replace(/\/$/, '') || file.startsWith(folder.endsWith('/') ? folder : `${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports across the layers of the project (see docs/ARCHITECTURE.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, forbid: { type: 'array', items: { type: 'string' } }, because: { type: 'string' } },
              required: ['from', 'forbid', 'because'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { crossing: '{{from}} must not import from {{to}}: {{because}}' },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const zones = context.options[0].zones.filter((zone) => inFolder(file, zone.from));
    if (zones.length === 0) return {};
    const check = (node) => {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier || !specifier.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), specifier)).split(path.sep).join('/');
      for (const zone of zones) {
        const forbidden = zone.forbid.find((folder) => inFolder(target, folder));
        if (forbidden) context.report({ node, messageId: 'crossing', data: { from: zone.from, to: forbidden, because: zone.because } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.type="MemberExpression"][callee.object.name="jest"][callee.property.name=/^(mock|requireActual)$/]': (node) => check(node.arguments[0]),
    };
  },
};

/** The project's layers: what each may not import. */
export const ZONES = [
  { from: 'common/', forbid: ['src/', 'server/'], because: 'common/ is shared by the browser and the server and imports neither.' },
  { from: 'server/', forbid: ['src/'], because: 'the server does not import browser code; move what both need to common/.' },
  { from: 'src/', forbid: ['server/'], because: 'browser code does not import the server; move what both need to common/.' },
  { from: 'server/kernel/', forbid: ['server/ledger/', 'server/market/', 'server/modules/', 'server/graphql/'], because: 'the kernel (errors, scalars, input checks) is below everything else on the server.' },
  { from: 'server/ledger/', forbid: ['server/modules/', 'server/graphql/'], because: 'the ledger core is below the GraphQL modules that use it.' },
  { from: 'server/market/', forbid: ['server/ledger/', 'server/modules/', 'server/graphql/'], because: 'market data is below the ledger and the modules.' },
  { from: 'src/widgets/', forbid: ['src/features/', 'src/app/'], because: 'widgets build on src/ui, src/data and the widget framework, not on screens.' },
  { from: 'src/ui/', forbid: ['src/features/', 'src/widgets/', 'src/data/', 'src/app/'], because: 'the UI kit is below every screen and knows no data.' },
  { from: 'src/data/', forbid: ['src/features/', 'src/widgets/', 'src/app/'], because: 'the client data layer is below the screens that use it.' },
  { from: 'src/apollo/', forbid: ['src/features/', 'src/data/', 'src/widgets/', 'src/app/'], because: 'the Apollo client is below the features that use it.' },
];
