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
    ).toEqual(['no-cross-area:src/features: src/features/kyc/Step.tsx -> src/features/lender/fees.ts']);
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
      'no-cross-area:server: server/kyc/routes.ts -> server/lender/ledger.ts',
      'realm:worker: workers/kyc/api.ts -> src/features/kyc/page.ts',
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
});
