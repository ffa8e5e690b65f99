// Each forbidden import of the project's layers, written as a file would write it, linted with the
// project's own ESLint configuration: the rule must fire on every one, and stay quiet on imports
// each layer may make.
import { Linter } from 'eslint';
import path from 'node:path';
import config from '../eslint.config.js';

const linter = new Linter({ configType: 'flat', cwd: process.cwd() });

function boundaryErrors(file: string, code: string): string[] {
  const messages = linter.verify(code, config as Linter.Config[], { filename: path.join(process.cwd(), file) });
  return messages.filter((message) => message.ruleId === 'project/boundaries').map((message) => message.message);
}

describe('the layers’ import rules', () => {
  it.each([
    ['server → src', 'server/modules/example/example.service.ts', "import { formatNumber } from '../../../src/lib/format';", 'server/ must not import from src/'],
    ['src → server', 'src/features/example/Example.tsx', "import { appError } from '../../../server/graphql/errors';", 'src/ must not import from server/'],
    ['a client test → server', 'src/features/example/Example.test.tsx', "import { startTestServer } from '../../../server/test/testServer';", 'src/ must not import from server/'],
    ['common → src', 'common/example.ts', "export { formatNumber } from '../src/lib/format';", 'common/ must not import from src/'],
    ['common → server', 'common/example.ts', "const load = () => import('../server/config');", 'common/ must not import from server/'],
    ['widgets → features', 'src/widgets/widgetExample/Example.tsx', "import { StockLogo } from '../../features/portfolio/StockLogo';", 'src/widgets/ must not import from src/features/'],
    ['apollo → features', 'src/apollo/example.ts', "import { operationLog } from '../features/support/operationLog';", 'src/apollo/ must not import from src/features/'],
    ['widgets → app', 'src/widgets/widgetExample/Example.tsx', "import { routes } from '../../app/routes';", 'src/widgets/ must not import from src/app/'],
    ['ui → data', 'src/ui/Example.tsx', "import { useCurrentUser } from '../data/useCurrentUser';", 'src/ui/ must not import from src/data/'],
    ['ui → features', 'src/ui/Example.tsx', "import { StockLogo } from '../features/transaction/list/StockLogo';", 'src/ui/ must not import from src/features/'],
    ['data → features', 'src/data/example.ts', "import { useEditUserSetting } from '../features/profile/useEditUserSetting';", 'src/data/ must not import from src/features/'],
    ['kernel → modules', 'server/kernel/example.ts', "import { createUsersService } from '../modules/users/users.service';", 'server/kernel/ must not import from server/modules/'],
    ['ledger → modules', 'server/ledger/example.ts', "import { createUsersService } from '../modules/users/users.service';", 'server/ledger/ must not import from server/modules/'],
    ['ledger → graphql', 'server/ledger/example.ts', "import { createSchema } from '../graphql/schema';", 'server/ledger/ must not import from server/graphql/'],
    ['market → ledger', 'server/market/example.ts', "import { createLedgerService } from '../ledger/ledger.service';", 'server/market/ must not import from server/ledger/'],
    ['a mocked module across the line', 'src/widgets/widgetExample/Example.test.tsx', "jest.mock('../../features/data/transactions');", 'src/widgets/ must not import from src/features/'],
  ])('refuses %s', (_name, file, code, expected) => {
    const errors = boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['server → common', 'server/modules/example/example.service.ts', "import { checkTransaction } from '../../../common/transactionRules';"],
    ['src → common', 'src/features/example/Example.tsx', "import { MAX_NAME } from '../../../common/limits';"],
    ['ledger → market', 'server/ledger/example.ts', "import type { QuoteBook } from '../market/quoteBook';"],
    ['widgets → data and ui', 'src/widgets/widgetExample/Example.tsx', "import { useTransactions } from '../../data/transactions';\nimport { StockLogo } from '../../ui/StockLogo';"],
    ['features → widgets', 'src/features/dashboard/Example.tsx', "import { widgetDefinition } from '../../widgets/catalogue';"],
    ['a package', 'common/example.ts', "import { format } from 'date-fns';"],
    ['tooling → anything', 'bench/example.ts', "import { startServer } from '../server/main';\nimport { dashboardSlug } from '../src/features/dashboard/dashboardPath';"],
  ])('allows %s', (_name, file, code) => {
    expect(boundaryErrors(file, code)).toEqual([]);
  });
});
