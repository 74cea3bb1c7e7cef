/**
 * `npm run create-operator -- --email <e-mail> --name <name> [--roles admin,finance]`: adds an
 * operator to the database at DATABASE_URL (migrated first), the way production gets its first
 * real operator, an admin unless `--roles` says otherwise (it never has the demo ones). The password comes from OPERATOR_PASSWORD, else from the first line of
 * standard input (asked for when it is a terminal), never from the command line.
 */
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { errorMessages, rolesOfText } from '@emas/domain';
import { loadConfig } from './config.ts';
import { createOperator } from './operator/index.ts';
import { openMigratedDatabase } from './services.ts';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const readPassword = async (): Promise<string> => {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const lines = createInterface({ input: process.stdin, terminal: false });
  if (process.stdin.isTTY) process.stdout.write('Password: ');
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string', default: 'admin' },
    },
  });
  if (values.email === undefined || values.name === undefined) {
    console.error(
      'Usage: npm run create-operator -- --email <e-mail> --name <name> [--roles admin,finance]',
    );
    return 2;
  }
  const password = await readPassword();
  const config = loadConfig();
  const database = await openMigratedDatabase(config.databaseUrl, null);
  try {
    const roles = rolesOfText(values.roles);
    const operator = { email: values.email, name: values.name, password, roles };
    const created = await createOperator(database.db, operator, sha256Hex, Date.now());
    if (!created.ok) {
      console.error(`No operator created: ${errorMessages(created.code, created.params).en}`);
      return 1;
    }
    console.log(`Operator ${operator.email} created; sign in at /operator.`);
    return 0;
  } finally {
    await database.db.destroy();
  }
};

process.exitCode = await main();
