import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The real rules of `npm run lint`, run against small trees made for each case. */
const config = createRequire(import.meta.url)(join(process.cwd(), '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'boundaries-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(root, 'case-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const top = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? ''))];
  const result = (await cruise(top, { validate: true, ruleSet: { forbidden: config.forbidden }, baseDir: dir, tsPreCompilationDeps: true }))
    .output as ICruiseResult;
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}

describe('the boundary rules', () => {
  it('refuse a page of one area importing another area', async () => {
    expect(
      await violationsOf({
        'src/features/kyc/Step.tsx': "import { fee } from '../lender/fees';\nexport const step = fee;\n",
        'src/features/lender/fees.ts': 'export const fee = 1;\n',
      }),
    ).toEqual(['no-cross-area: src/features/kyc/Step.tsx -> src/features/lender/fees.ts']);
  });

  it('let an area use its own sub-areas and the shared modules', async () => {
    expect(
      await violationsOf({
        'src/features/kyc/photos/Tile.tsx':
          "import { label } from '../wizard/label';\nimport { ui } from '../../../ui/Button';\nexport const tile = label + ui;\n",
        'src/features/kyc/wizard/label.ts': "export const label = 'a';\n",
        'src/ui/Button.ts': "export const ui = 'b';\n",
      }),
    ).toEqual([]);
  });

  it('refuse a server area importing another, and the worker importing a page', async () => {
    expect(
      (
        await violationsOf({
          'server/kyc/routes.ts': "import { ledger } from '../lender/ledger';\nexport const routes = ledger;\n",
          'server/lender/ledger.ts': 'export const ledger = 1;\n',
          'workers/kyc/api.ts': "import { page } from '../../src/features/kyc/page';\nexport const api = page;\n",
          'src/features/kyc/page.ts': 'export const page = 1;\n',
        })
      ).sort(),
    ).toEqual([
      'no-cross-area: server/kyc/routes.ts -> server/lender/ledger.ts',
      'realm:worker: workers/kyc/api.ts -> src/features/kyc/page.ts',
    ]);
  });

  it('refuse an area importing another area in another realm, its contract and its messages included', async () => {
    expect(
      (
        await violationsOf({
          'server/gomodal/catchup.ts':
            "import { allocate } from '../../src/domain/repayment/allocation';\nexport const catchup = allocate;\n",
          'src/domain/repayment/allocation.ts': 'export const allocate = 1;\n',
          'src/domain/contract/gomodal-loan.ts': "import type { Va } from './repayment';\nexport type Loan = { va: Va };\n",
          'src/domain/contract/repayment.ts': 'export type Va = { id: string };\n',
          'workers/paylater/api.ts': "import type { Consent } from '../../src/domain/contract/home';\nexport type Api = Consent;\n",
          'src/domain/contract/home.ts': 'export type Consent = { type: string };\n',
          'src/features/cicilan/Page.tsx': "import en from '../../../locales/en/paylater.json';\nexport const page = en;\n",
          'locales/en/paylater.json': '{ "title": "PayLater" }\n',
        })
      ).sort(),
    ).toEqual([
      'no-cross-area: server/gomodal/catchup.ts -> src/domain/repayment/allocation.ts',
      'no-cross-area: src/domain/contract/gomodal-loan.ts -> src/domain/contract/repayment.ts',
      'no-cross-area: src/features/cicilan/Page.tsx -> locales/en/paylater.json',
      'no-cross-area: workers/paylater/api.ts -> src/domain/contract/home.ts',
    ]);
  });

  it('let an area use its own files in every realm and the shared lending place', async () => {
    expect(
      await violationsOf({
        'server/gomodal/catchup.ts':
          "import { allocate } from '../../src/domain/lending/allocation';\nimport type { Loan } from '../../src/domain/contract/gomodal-loan';\nexport const catchup: Loan = { va: allocate };\n",
        'src/domain/lending/allocation.ts': 'export const allocate = 1;\n',
        'src/domain/contract/gomodal-loan.ts': "import type { Rules } from '../gomodal/rules';\nexport type Loan = { va: Rules };\n",
        'src/domain/gomodal/rules.ts': 'export type Rules = number;\n',
      }),
    ).toEqual([]);
  });

  it('refuse shared code importing an area, and let the composition places join areas', async () => {
    expect(
      (
        await violationsOf({
          'src/ui/KeptBillCard.tsx': "import { va } from '../domain/repayment/virtual-account';\nexport const card = va;\n",
          'src/domain/repayment/virtual-account.ts': 'export const va = 1;\n',
          'src/state/product-home.ts': "import type { Api } from '../../workers/repayment/contract';\nexport type Home = Api;\n",
          'workers/repayment/contract.ts': 'export type Api = number;\n',
          'server/ledger/plans.ts': "import { fee } from '../paylater/fees';\nexport const plans = fee;\n",
          'server/paylater/fees.ts': 'export const fee = 1;\n',
          'src/domain/contract/lending.ts': "import type { Bill } from './paylater';\nexport type Credit = Bill;\n",
          'src/domain/contract/paylater.ts': 'export type Bill = number;\n',
          'src/app/router.tsx': "import { fee } from '../../server/paylater/fees';\nexport const router = fee;\n",
          'server/app.ts': "import { fee } from './paylater/fees';\nexport const app = fee;\n",
        })
      )
        .filter((violation) => violation.startsWith('shared-imports-no-area'))
        .sort(),
    ).toEqual([
      'shared-imports-no-area: server/ledger/plans.ts -> server/paylater/fees.ts',
      'shared-imports-no-area: src/domain/contract/lending.ts -> src/domain/contract/paylater.ts',
      'shared-imports-no-area: src/state/product-home.ts -> workers/repayment/contract.ts',
      'shared-imports-no-area: src/ui/KeptBillCard.tsx -> src/domain/repayment/virtual-account.ts',
    ]);
  });

  it('let the main thread know the worker only through its contract, as types', async () => {
    expect(
      (
        await violationsOf({
          'src/state/a.ts':
            "import type { Api } from '../../workers/contract';\nimport { run } from '../../workers/run';\nexport const a: Api = run;\n",
          'workers/contract.ts': 'export type Api = number;\n',
          'workers/run.ts': 'export const run = 1;\n',
        })
      ).sort(),
    ).toEqual(['realm:main-thread-types: src/state/a.ts -> workers/run.ts', 'realm:main-thread: src/state/a.ts -> workers/run.ts']);
  });

  it('let only state modules call the data worker', async () => {
    const bridge = 'export const dataWorker = () => 1;\n';
    expect(
      await violationsOf({
        'src/data/bridge.ts': bridge,
        'src/features/kyc/photos/state.ts': "import { dataWorker } from '../../../data/bridge';\nexport const take = dataWorker;\n",
        'src/features/lender/state.ts': "import { dataWorker } from '../../data/bridge';\nexport const submit = dataWorker;\n",
        'src/state/drafts.ts': "import { dataWorker } from '../data/bridge';\nexport const save = dataWorker;\n",
        'src/features/kyc/photos/Step1Page.tsx':
          "import { take } from './state';\nimport { dataWorker } from '../../../data/bridge';\nexport const page = [take, dataWorker];\n",
      }),
    ).toEqual(['bridge:state-modules-only: src/features/kyc/photos/Step1Page.tsx -> src/data/bridge.ts']);
  });

  it('keep the domain pure', async () => {
    expect(
      await violationsOf({
        'src/domain/money.ts': "import { ui } from '../ui/Button';\nexport const money = ui;\n",
        'src/ui/Button.ts': "export const ui = 'b';\n",
      }),
    ).toEqual(['realm:domain-is-pure: src/domain/money.ts -> src/ui/Button.ts']);
  });

  it('refuse an import cycle, a type-only one included', async () => {
    expect(
      (
        await violationsOf({
          'workers/contract.ts':
            "import type { Sso } from './sign-in/contract';\nexport type Session = { id: string };\nexport type Api = { sso: Sso };\n",
          'workers/sign-in/contract.ts': "import type { Session } from '../contract';\nexport type Sso = { login(): Session };\n",
        })
      ).sort(),
    ).toEqual(['no-circular: workers/contract.ts -> workers/sign-in/contract.ts']);
  });

  it('let two surfaces share a word from a module that imports neither', async () => {
    expect(
      await violationsOf({
        'workers/shared/contract.ts': 'export type Session = { id: string };\n',
        'workers/contract.ts':
          "import type { Sso } from './sign-in/contract';\nimport type { Session } from './shared/contract';\nexport type Api = { sso: Sso; current(): Session };\n",
        'workers/sign-in/contract.ts': "import type { Session } from '../shared/contract';\nexport type Sso = { login(): Session };\n",
      }),
    ).toEqual([]);
  });

  it('pass on the real tree, with no list of exceptions', () => {
    expect(existsSync(join(process.cwd(), '.dependency-cruiser-known-violations.json'))).toBe(false);
    const output = execFileSync(
      join(process.cwd(), 'node_modules/.bin/depcruise'),
      ['src', 'workers', 'server', 'sw', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      { cwd: process.cwd(), encoding: 'utf8' },
    );
    expect(output).not.toMatch(/error/);
  }, 60_000);
});
