/**
 * /app/v/{dashboardId}/{title}: the dashboards sidebar and the chosen dashboard. An
 * unknown id (deleted, another user's, mistyped) falls back to the first dashboard; a deleted
 * current dashboard (needToResetView) does the same.
 */
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { hideSidebarVar, needToResetViewVar } from '../../apollo/vars';
import { Loader } from '../../ui/Loader';
import { StatusPage } from '../../ui/StatusPage';
import { toaster } from '../../ui/toaster';
import type { DashboardFieldsFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { FREE_DASHBOARDS } from '../../../common/billing';
import { PlanPrompt } from '../billing/PlanPrompt';
import { usePlanPrompt } from '../billing/usePlanPrompt';
import type { DashboardFormValues } from './DashboardDialogs';
import { INDICATOR_COLORS } from './indicatorColors';
import { DashboardSidebar } from './DashboardSidebar';
import { useWindowBreakpoint } from './model/useWindowBreakpoint';
import { DashboardView } from './DashboardView';
import { dashboardPath, dashboardSlug } from './dashboardPath';
import { useDashboardActions, useDashboards } from './data/dashboards';

// The dialogs load when first opened.
const DashboardFormDialog = lazy(() => import('./DashboardDialogs').then((module) => ({ default: module.DashboardFormDialog })));
// Only narrower windows show the switcher (the sidebar takes its place from lg): a desktop's
// first load does without its select's code.
const DashboardSwitcher = lazy(() => import('./DashboardSwitcher').then((module) => ({ default: module.DashboardSwitcher })));
const DeleteDashboardDialog = lazy(() => import('./DashboardDialogs').then((module) => ({ default: module.DeleteDashboardDialog })));

type FormState = { kind: 'create' } | { kind: 'rename' | 'recolour' | 'duplicate'; dashboard: DashboardFieldsFragment } | null;

const FORM_TEXT = {
  create: { title: 'New dashboard', submit: 'Create dashboard' },
  rename: { title: 'Rename dashboard', submit: 'Save' },
  recolour: { title: 'Change colour', submit: 'Save' },
  duplicate: { title: 'Duplicate dashboard', submit: 'Duplicate' },
} as const;

export function DashboardScreen() {
  const { dashboardId = '', title = '' } = useParams();
  const navigate = useNavigate();
  const { dashboards, loading, loadError, refetch } = useDashboards();
  const actions = useDashboardActions();
  const hideSidebar = useReactiveVar(hideSidebarVar);
  const needToResetView = useReactiveVar(needToResetViewVar);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<DashboardFieldsFragment | null>(null);
  const plan = usePlanPrompt();
  const dashboard = dashboards.find((candidate) => candidate._id === dashboardId) ?? null;
  const breakpoint = useWindowBreakpoint();
  const compact = breakpoint !== 'lg' && breakpoint !== 'xl';

  useEffect(() => {
    if (needToResetView) needToResetViewVar(false);
  }, [needToResetView]);

  if (loading) return <Loader inArea />;
  if (loadError)
    return (
      <StatusPage title="Dashboards could not be loaded">
        {loadError}{' '}
        <Box as="button" textDecoration="underline" onClick={() => void refetch()}>
          Try again
        </Box>
      </StatusPage>
    );
  if (!dashboard) return <Navigate to={dashboards[0] ? dashboardPath(dashboards[0]) : '/'} replace />;
  // Keep the title part of the address in step with the name (renamed, or typed by hand).
  if (title !== dashboardSlug(dashboard.name)) return <Navigate to={dashboardPath(dashboard)} replace />;

  // A new dashboard (or a copy) past the free ones asks for the plan instead of opening the form.
  function openNew(next: Exclude<FormState, null>) {
    if (plan.allows('extraDashboards', dashboards.length >= FREE_DASHBOARDS)) setForm(next);
  }

  async function submitForm(values: DashboardFormValues) {
    if (!form) return;
    try {
      if (form.kind === 'create') {
        const created = await actions.create({ name: values.name, indicatorColor: values.indicatorColor });
        navigate(dashboardPath(created));
      } else if (form.kind === 'duplicate') {
        const copy = await actions.duplicate(form.dashboard._id, values.name);
        navigate(dashboardPath(copy));
      } else {
        await actions.updateMenu(form.dashboard._id, { name: values.name, indicatorColor: values.indicatorColor });
      }
    } catch (error) {
      // The server's refusal for want of the plan closes the form and shows the prompt instead.
      if (!plan.fromError(error)) throw error;
    }
  }

  async function reorder(ids: string[]) {
    try {
      await actions.reorder(ids);
    } catch (error) {
      toaster.create({ type: 'error', title: 'The dashboards were not reordered', description: errorMessage(error) });
    }
  }

  const formInitial: DashboardFormValues =
    form === null || form.kind === 'create'
      ? { name: '', indicatorColor: INDICATOR_COLORS[dashboards.length % INDICATOR_COLORS.length]! }
      : form.kind === 'duplicate'
        ? { name: `${form.dashboard.name} (copy)`.slice(0, 100), indicatorColor: form.dashboard.indicatorColor ?? null }
        : { name: form.dashboard.name, indicatorColor: form.dashboard.indicatorColor ?? null };

  return (
    <Flex minH="full" align="stretch">
      {hideSidebar ? null : (
        <Box hideBelow="lg" w="56" flexShrink="0" borderEndWidth="1px" bg="bg.panel">
          <DashboardSidebar
            dashboards={dashboards}
            currentId={dashboard._id}
            onCreate={() => openNew({ kind: 'create' })}
            onRename={(target) => setForm({ kind: 'rename', dashboard: target })}
            onRecolour={(target) => setForm({ kind: 'recolour', dashboard: target })}
            onDuplicate={(target) => openNew({ kind: 'duplicate', dashboard: target })}
            onDelete={setDeleting}
            onReorder={(ids) => void reorder(ids)}
          />
        </Box>
      )}
      <Stack gap="0" flex="1" minW="0">
        {plan.feature ? (
          <Box px={{ base: '3', md: '5' }} pt={{ base: '3', md: '5' }}>
            <PlanPrompt feature={plan.feature} onDismiss={plan.dismiss} />
          </Box>
        ) : null}
        <DashboardView
          key={dashboard._id}
          dashboard={dashboard}
          switcher={
            compact ? (
              <Suspense fallback={null}>
                <DashboardSwitcher
                  dashboards={dashboards}
                  currentId={dashboard._id}
                  onOpen={(target) => navigate(dashboardPath(target))}
                  onCreate={() => openNew({ kind: 'create' })}
                />
              </Suspense>
            ) : null
          }
        />
      </Stack>
      <Suspense fallback={null}>
        {form ? (
          <DashboardFormDialog
            open
            title={FORM_TEXT[form.kind].title}
            submitLabel={FORM_TEXT[form.kind].submit}
            initial={formInitial}
            onClose={() => setForm(null)}
            onSubmit={submitForm}
          />
        ) : null}
        {deleting ? (
          <DeleteDashboardDialog
            name={deleting.name}
            onClose={() => setDeleting(null)}
            onConfirm={async () => {
              const wasCurrent = deleting._id === dashboard._id;
              await actions.remove(deleting._id);
              toaster.create({ type: 'success', title: `Dashboard “${deleting.name}” deleted` });
              if (wasCurrent) {
                const next = dashboards.find((candidate) => candidate._id !== deleting._id);
                navigate(next ? dashboardPath(next) : '/', { replace: true });
              }
            }}
          />
        ) : null}
      </Suspense>
    </Flex>
  );
}
