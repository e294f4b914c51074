import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  comment: string | null;
  serial: string | null;
}

/**
 * Kysely's PostgreSQL introspector reads every schema in the database, and its query fails when
 * one is dropped meanwhile (another tenant's, a parallel test's); the migrator asks it on every
 * start. This one reads only the schema our tables are in: the first of the search path.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Kysely's own introspectors
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column,
        typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null,
        a.atthasdef as has_default, col_description(a.attrelid, a.attnum) as comment,
        pg_get_serial_sequence(format('%I.%I', ns.nspname, c.relname), a.attname) as serial
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace tns on typ.typnamespace = tns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const internal = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.includes(row.table)) continue;
      const table = tables.get(row.table) ?? {
        name: row.table,
        schema: row.schema,
        isView: row.kind === 'v',
        columns: [],
      };
      tables.set(row.table, table);
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.serial !== null,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL, introspecting only our own schema (see OwnSchemaIntrospector). */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Kysely's own dialects
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
