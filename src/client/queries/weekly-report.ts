import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { weeklyReportRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** Whether the parent gets the weekly report by email. */
const weeklyReportSettingQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.weeklyReport,
    queryFn: () => api(weeklyReportRoutes.getWeeklyReportSetting),
  });

/** Whether the parent gets the weekly report by email, as the account page shows it. */
export function useWeeklyReportSetting() {
  return useQuery(weeklyReportSettingQuery());
}

/** Turns the weekly report on or off; the server's answer becomes the setting every screen shows. */
export function useSaveWeeklyReportSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api(weeklyReportRoutes.setWeeklyReportSetting, { body: { enabled } }),
    onSuccess: (saved) => client.setQueryData(queryKeys.account.weeklyReport, saved),
  });
}

/**
 * Turns the weekly report off from its email's unsubscribe link (its signed token is enough,
 * no sign-in): Account Settings, in this tab, then reads the setting again rather than show it on.
 */
export function useUnsubscribeFromWeeklyReport(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(weeklyReportRoutes.unsubscribeFromWeeklyReport, { query: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.account.weeklyReport, exact: true }),
  });
}

/** The latest weekly report sent to the parent, as its email showed it. */
export function useLatestWeeklyReport() {
  return useQuery({
    queryKey: queryKeys.account.latestWeeklyReport,
    queryFn: () => api(weeklyReportRoutes.latestWeeklyReport),
  });
}
