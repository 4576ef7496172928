// Run with `node --test scripts/eslint/` (services/hire/test/module-boundaries.test.ts runs it in jest).
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './module-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const modules = '/repo/services/hire/src/modules';
const fleetUseCase = `${modules}/fleet/application/dispatch-unit.ts`;

tester.run('no-module-internals', moduleBoundaries.rules['no-module-internals'], {
  valid: [
    // Another module through its public interface, however it is spelled.
    { filename: fleetUseCase, code: "import { bookingFloor } from '../../quotes';" },
    { filename: fleetUseCase, code: "import { bookingFloor } from '../../quotes/index';" },
    { filename: fleetUseCase, code: "import type { Quote } from '../../quotes/index.ts';" },
    // Its own module's rooms, whatever they are.
    { filename: fleetUseCase, code: "import type { UnitStore } from '../models/unit-store';" },
    { filename: fleetUseCase, code: "import { refusalOf } from '../domain/units';" },
    // What sits beside the modules (shared views, the service's wiring) and packages.
    {
      filename: fleetUseCase,
      code: "import { productViewsWithParts } from '../../../shared/application/product-views';",
    },
    { filename: fleetUseCase, code: "import { Conflict } from '@shop/kit';" },
    // A module's own models and the shared ones; a module's own file named models.
    { filename: fleetUseCase, code: "import type { FleetModels } from '../models/fleet-models';" },
    { filename: fleetUseCase, code: "import type { SharedModels } from '../../../shared/models/shared-models';" },
    { filename: `${modules}/fleet/index.ts`, code: "import { x } from './models';" },
    // Files outside modules/ wire the modules together.
    { filename: '/repo/services/hire/src/hire-application.ts', code: "import type { HireModels } from './models';" },
    {
      filename: '/repo/services/hire/src/hire-application.ts',
      code: "import { dispatchUnit } from './modules/fleet/application/dispatch-unit';",
    },
  ],
  invalid: [
    {
      filename: fleetUseCase,
      code: "import type { Quote } from '../../quotes/models/quote';",
      errors: [
        {
          messageId: 'internals',
          data: { source: '../../quotes/models/quote', target: 'quotes', home: 'fleet', entry: '../../quotes' },
        },
      ],
    },
    {
      filename: `${modules}/planning/models/commitment-store.ts`,
      code: "export { unitsByProduct } from '../../quotes/domain/quote-rules';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: `${modules}/quotes/index.ts`,
      code: "export * from '../fleet/application/dispatch-unit';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: `${modules}/quotes/application/accept-quote.ts`,
      code: "const store = await import('../../planning/models/commitment-store');",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: `${modules}/quotes/application/accept-quote.ts`,
      code: "jest.mock('../../fleet/models/unit-store');",
      errors: [{ messageId: 'internals' }],
    },
    // The service's bundle of every collection, even for a type.
    {
      filename: `${modules}/quotes/application/accept-quote.ts`,
      code: "import type { HireModels } from '../../../models';",
      errors: [{ messageId: 'allModels', data: { source: '../../../models', home: 'quotes' } }],
    },
    {
      filename: `${modules}/planning/models/commitment-store.ts`,
      code: "import type { HireModels } from '../../../models.ts';",
      errors: [{ messageId: 'allModels' }],
    },
  ],
});
