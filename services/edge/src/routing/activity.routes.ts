import { ServiceRoutes } from './route-entry';

/** The 5 `activity` rows of the catalogue. */
export const ACTIVITY_ROUTES: ServiceRoutes = {
  service: 'activity',
  catalogue: [
    { method: 'POST', path: 'Activity/pcSignTaskList', target: '/sign-ins/overview' },
    { method: 'POST', path: 'Activity/task_handle_sign', target: '/sign-ins' },
    { method: 'POST', path: 'Activity_Config/user_task_list', target: '/tasks/daily' },
    { method: 'POST', path: 'Activity/shareTasks', target: '/invitations/claim' },
    { method: 'GET', path: 'Activity_Config/getActivityUrl', target: '/activity-url' },
  ],
};
