import { crossFeatureImports } from './boundaries';

const dir = '/r/web/src/features';

describe('feature boundaries', () => {
  it('flags a relative import into another feature', () => {
    const src = "import { x } from '../../dashboard/dashboard-slice';";
    expect(crossFeatureImports(`${dir}/auth/components/a.tsx`, src, dir)).toEqual([
      '../../dashboard/dashboard-slice',
    ]);
  });
  it('flags an aliased import and a lazy import into another feature', () => {
    const src = "import a from 'src/features/auth/x';\nconst b = import('../auth/y');";
    expect(crossFeatureImports(`${dir}/dashboard/d.ts`, src, dir)).toHaveLength(2);
  });
  it('allows imports inside the same feature and into lib/ or components/', () => {
    const src =
      "import a from './auth-slice';\nimport b from '../../../lib/api-client';\nimport c from '../../../components/x';";
    expect(crossFeatureImports(`${dir}/auth/pages/p.tsx`, src, dir)).toEqual([]);
  });
  it('ignores files outside features (app/ composes them)', () => {
    const src = "import a from '../features/auth/x';\nimport b from '../features/dashboard/y';";
    expect(crossFeatureImports('/r/web/src/app/router.tsx', src, dir)).toEqual([]);
  });
});
