import type { ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterRule } from '@tala/contract/system';
import { translator } from '../../i18n/i18n.ts';
import { ruleResolver, type FieldChecks } from './rule-resolver.ts';

beforeAll(() => translator.loadNamespaces(['register', 'errors']));

const username: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
  minLength: 6,
  maxLength: 16,
};
const password: RegisterRule = { ...username, acceptedPattern: '*', patternId: 0, minLength: 8, maxLength: 20 };

interface Values {
  username: string;
  password: string;
  confirm: string;
  agree: boolean;
  nickname: string;
}
const valid: Values = { username: 'player01', password: 'Secret123', confirm: 'Secret123', agree: true, nickname: '' };

const checks = (): FieldChecks<Values> => ({
  username: { label: 'Username', rule: username },
  password: { label: 'Password', rule: password },
  confirm: { label: 'Confirm password', confirms: 'password' },
  agree: { label: 'Agreement', required: true, messages: { required: 'errors:TERMS_REQUIRED' } },
  nickname: { label: 'Nickname', validate: (value) => (value === 'admin' ? 'Pick another nickname.' : null) },
});

const asked = (names?: (keyof Values)[]) => ({ names, shouldUseNativeValidation: false, fields: {} }) as ResolverOptions<Values>;
const run = async (values: Values, names?: (keyof Values)[]) =>
  ruleResolver(checks(), translator.t)(values, undefined, asked(names));
const messages = async (values: Values, names?: (keyof Values)[]) =>
  Object.fromEntries(Object.entries((await run(values, names)).errors).map(([name, error]) => [name, error?.message]));

describe('rule resolver', () => {
  it('passes the values through when every check passes', async () => {
    expect(await run(valid)).toEqual({ values: valid, errors: {} });
  });

  it("turns the contract checker's failures into the translated texts the server's failures get", async () => {
    expect(await messages({ username: '', password: 'short', confirm: 'other', agree: false, nickname: 'admin' })).toEqual({
      username: 'Username is required.',
      password: 'Use 8 - 20 characters: letters and digits.',
      confirm: 'The passwords do not match.',
      agree: 'Please agree to the terms.',
      nickname: 'Pick another nickname.',
    });
    // the unsafe-text filter of every non-secret field, whatever the pattern allows
    expect(await messages({ ...valid, username: 'ab<script>' })).toEqual({
      username: 'Use 6 - 16 letters and digits, starting with a letter.',
    });
  });

  it('checks only the fields react-hook-form asks about (trigger of one field, mounted fields on submit)', async () => {
    const bad = { ...valid, username: '1', password: '' };
    expect(Object.keys(await messages(bad, ['username']))).toEqual(['username']);
    expect(Object.keys(await messages(bad))).toEqual(['username', 'password', 'confirm']);
  });

  it('skips fields whose check is switched off', async () => {
    const resolver = ruleResolver<Values>({ username: false, password: undefined }, translator.t);
    expect((await resolver({ ...valid, username: '', password: '' }, undefined, asked())).errors).toEqual({});
  });
});
