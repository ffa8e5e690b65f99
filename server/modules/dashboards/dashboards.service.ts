// Dashboards: validated names, colours and layout/widget documents; a new dashboard
// goes to the end of the user's order, optionally with another one's layouts and widgets
// (copyDashboardId); editDashboard changes only the fields given, for several dashboards at once,
// all or nothing; another user's dashboard is "Dashboard does not exist!" like a missing one.
import type { Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import { appError } from '../../kernel/errors';
import { MAX_BULK, MAX_NAME, requireBulkSize } from '../shared/namedInput';
import { countOwned } from '../../ledger/quotas.repository';
import { FREE_DASHBOARDS, planningWidgetCount, type PlanGate } from '../../../common/billing';
import { withinQuota, type Quotas } from '../../ledger/quotas';
import { createDashboardsRepository, type DashboardPatch, type DashboardRow, type NewDashboard } from './dashboards.repository';

export const dashboardNotFound = () => appError('NOT_FOUND', 'Dashboard does not exist!');

/** Layouts and widgets are the client's documents; bounded so one dashboard stays one small read. */
export const MAX_DOCUMENT_BYTES = 256 * 1024;
const MAX_SORT_ORDER = 1_000_000;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface DashboardInput {
  _id?: string | null;
  name?: string | null;
  sortOrder?: number | null;
  indicatorColor?: string | null;
  layouts?: unknown;
  widgets?: unknown;
  copyDashboardId?: string | null;
}

const bad = (message: string) => appError('BAD_USER_INPUT', message);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseName(name: string | null | undefined, path: string): string {
  const trimmed = (name ?? '').trim();
  if (trimmed.length === 0 || trimmed.length > MAX_NAME) throw bad(`${path}.name must be 1 to ${MAX_NAME} characters.`);
  return trimmed;
}

function parseSortOrder(sortOrder: number, path: string): number {
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > MAX_SORT_ORDER) throw bad(`${path}.sortOrder must be a whole number from 0 to ${MAX_SORT_ORDER}.`);
  return sortOrder;
}

function parseColour(colour: string | null, path: string): string | null {
  if (colour === null || colour.trim() === '') return null;
  if (!HEX_COLOUR.test(colour.trim())) throw bad(`${path}.indicatorColor must be a hex colour such as #2b6cb0.`);
  return colour.trim().toLowerCase();
}

function sizeOf(document: unknown): number {
  return Buffer.byteLength(JSON.stringify(document), 'utf8');
}

/** react-grid-layout items per breakpoint: { lg: [{ i, x, y, w, h, … }], … }. */
function parseLayouts(layouts: unknown, path: string): string {
  const field = `${path}.layouts`;
  if (!isPlainObject(layouts)) throw bad(`${field} must be an object of layouts by breakpoint.`);
  for (const [breakpoint, items] of Object.entries(layouts)) {
    if (!Array.isArray(items)) throw bad(`${field}.${breakpoint} must be a list of layout items.`);
    items.forEach((item: unknown, index) => {
      const where = `${field}.${breakpoint}[${index}]`;
      if (!isPlainObject(item) || typeof item.i !== 'string' || item.i === '') throw bad(`${where} must be a layout item with a widget id i.`);
      for (const key of ['x', 'y', 'w', 'h'] as const) {
        const value = item[key];
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw bad(`${where}.${key} must be a whole number of grid cells, 0 or more.`);
      }
    });
  }
  if (sizeOf(layouts) > MAX_DOCUMENT_BYTES) throw bad(`${field} may be at most ${MAX_DOCUMENT_BYTES / 1024} KB.`);
  return JSON.stringify(layouts);
}

/** Widget instances by id: { "w1": { name, config, … }, … }. */
function parseWidgets(widgets: unknown, path: string): string {
  const field = `${path}.widgets`;
  if (!isPlainObject(widgets)) throw bad(`${field} must be an object of widgets by id.`);
  for (const [id, widget] of Object.entries(widgets)) {
    if (!isPlainObject(widget)) throw bad(`${field}.${id} must be a widget object.`);
  }
  if (sizeOf(widgets) > MAX_DOCUMENT_BYTES) throw bad(`${field} may be at most ${MAX_DOCUMENT_BYTES / 1024} KB.`);
  return JSON.stringify(widgets);
}

interface ParsedFields {
  name?: string;
  sortOrder?: number;
  /** null clears the colour. */
  indicatorColor?: string | null;
  /** JSON text, as the jsonb columns are written. */
  layouts?: string;
  widgets?: string;
}

/** The fields an input sets (absent ones are left as they are). */
function parseFields(input: DashboardInput, path: string): ParsedFields {
  const fields: ParsedFields = {};
  if (input.name !== undefined && input.name !== null) fields.name = parseName(input.name, path);
  if (input.sortOrder !== undefined && input.sortOrder !== null) fields.sortOrder = parseSortOrder(input.sortOrder, path);
  if (input.indicatorColor !== undefined) fields.indicatorColor = parseColour(input.indicatorColor, path);
  if (input.layouts !== undefined && input.layouts !== null) fields.layouts = parseLayouts(input.layouts, path);
  if (input.widgets !== undefined && input.widgets !== null) fields.widgets = parseWidgets(input.widgets, path);
  return fields;
}

export interface DashboardsServiceDeps {
  db: Database;
  ensureUser(viewer: Viewer): Promise<void>;
  quotas: Pick<Quotas, 'dashboards'>;
  /** What needs the plan or the trial (common/billing.ts): more dashboards, planning widgets. */
  plan?: PlanGate;
}

export function createDashboardsService({ db, ensureUser, quotas, plan }: DashboardsServiceDeps) {
  const repository = createDashboardsRepository(db);

  async function createAll(viewer: Viewer, inputs: readonly DashboardInput[], inputName: string): Promise<DashboardRow[]> {
    const parsed = inputs.map((input, index) => {
      const path = inputs.length === 1 && inputName === 'dashboardInput' ? inputName : `${inputName}[${index}]`;
      if (input._id) throw bad(`${path}._id must be absent when creating; edit with editDashboard.`);
      return { fields: parseFields(input, path), name: parseName(input.name, path), copyFrom: input.copyDashboardId ?? null };
    });
    if (parsed.length === 0) return [];
    const copied = parsed.flatMap((p) => (p.copyFrom ? [p.copyFrom] : []));
    const sources = new Map((await repository.find(viewer.uid, copied)).map((row) => [row.id, row]));
    if (copied.some((id) => !sources.has(id))) throw dashboardNotFound();
    await ensureUser(viewer);
    if (plan) {
      if ((await countOwned(db, 'dashboards', viewer.uid)) + parsed.length > FREE_DASHBOARDS) await plan.requireFeature(viewer.uid, 'extraDashboards');
      const planning = parsed.some(({ fields, copyFrom }) => planningWidgetCount(fields.widgets ? JSON.parse(fields.widgets) : sources.get(copyFrom ?? '')?.widgets) > 0);
      if (planning) await plan.requireFeature(viewer.uid, 'planningWidgets');
    }
    const quota = { what: 'dashboards', limit: quotas.dashboards, adding: parsed.length, count: (trx: Database) => countOwned(trx, 'dashboards', viewer.uid) };
    return withinQuota(db, viewer.uid, quota, async (trx) => {
      const inTrx = createDashboardsRepository(trx);
      // New dashboards go to the end of the user's order, unless they say where.
      let next = await inTrx.nextSortOrder(viewer.uid);
      const rows: NewDashboard[] = parsed.map(({ fields, name, copyFrom }) => {
        const source = copyFrom ? sources.get(copyFrom) : undefined;
        return {
          name,
          sortOrder: fields.sortOrder ?? next++,
          indicatorColor: fields.indicatorColor === undefined ? (source?.indicatorColor ?? null) : fields.indicatorColor,
          layouts: fields.layouts ?? (source ? JSON.stringify(source.layouts) : undefined),
          widgets: fields.widgets ?? (source ? JSON.stringify(source.widgets) : undefined),
        };
      });
      return inTrx.insert(viewer.uid, rows);
    });
  }

  /** Only adding planning widgets needs the plan: those already there stay, and may be edited. */
  async function requirePlanForAddedPlanningWidgets(viewer: Viewer, edits: readonly { id: string; patch: ParsedFields }[]) {
    const changing = edits.filter(({ patch }) => patch.widgets);
    if (!plan || changing.length === 0) return;
    const before = new Map((await repository.find(viewer.uid, changing.map(({ id }) => id))).map((row) => [row.id, row.widgets]));
    const adds = changing.some(({ id, patch }) => planningWidgetCount(JSON.parse(patch.widgets!)) > planningWidgetCount(before.get(id)));
    if (adds) await plan.requireFeature(viewer.uid, 'planningWidgets');
  }

  return {
    list: (viewer: Viewer) => repository.list(viewer.uid),

    async create(viewer: Viewer, input: DashboardInput): Promise<DashboardRow> {
      const [row] = await createAll(viewer, [input], 'dashboardInput');
      return row!;
    },

    async createMany(viewer: Viewer, inputs: readonly DashboardInput[]): Promise<DashboardRow[]> {
      requireBulkSize(inputs.length, 'dashboardInput');
      return createAll(viewer, inputs, 'dashboardInput');
    },

    /** Each input names a dashboard by _id and sets only the fields it gives; all or nothing. */
    async edit(viewer: Viewer, inputs: readonly DashboardInput[]): Promise<DashboardRow[]> {
      if (inputs.length > MAX_BULK) throw bad(`dashboardInput may hold at most ${MAX_BULK} items.`);
      const seen = new Set<string>();
      const edits = inputs.map((input, index) => {
        const path = `dashboardInput[${index}]`;
        if (!input._id) throw bad(`${path}._id is required to edit a dashboard.`);
        if (input.copyDashboardId) throw bad(`${path}.copyDashboardId is only for creating a dashboard.`);
        if (seen.has(input._id)) throw bad(`${path}._id names a dashboard already edited in this call.`);
        seen.add(input._id);
        return { id: input._id, patch: parseFields(input, path) satisfies DashboardPatch };
      });
      if (edits.length === 0) return [];
      // Before the transaction, which must not wait on a query outside it (PGlite has one connection).
      if (plan) await requirePlanForAddedPlanningWidgets(viewer, edits);
      return db.transaction().execute(async (trx) => {
        const inTrx = createDashboardsRepository(trx);
        const rows: DashboardRow[] = [];
        for (const { id, patch } of edits) {
          const row = await inTrx.update(viewer.uid, id, patch);
          if (!row) throw dashboardNotFound();
          rows.push(row);
        }
        return rows;
      });
    },

    async delete(viewer: Viewer, id: string): Promise<string> {
      if (!(await repository.delete(viewer.uid, id))) throw dashboardNotFound();
      return id;
    },
  };
}
