import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as familyApi from "../../../shared/api/family-data";
import { ACCOUNT_CLOCK_TICK_MS } from "../../../shared/constants";
import { api } from "../../api";
import { accountsRoutes, weeklyReportRoutes } from "../../api-routes";
import { accountDeletionQuery, accountEmailQuery } from "../../queries/account";
import { queryKeys } from "../../queries/keys";

/** Whether the account may be deleted now, or the subscription that blocks it. */
export function useDeletionStatus() {
  // Read again with the page's clock, so a subscription cancelled meanwhile shows its new state.
  return useQuery({ ...accountDeletionQuery(), refetchInterval: ACCOUNT_CLOCK_TICK_MS });
}

/** Fetches the family's data and hands it to the browser as a JSON file. */
export function useExportFamilyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api(familyApi.exportFamilyData);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `maths-sprint-family-data-${data.exported_at.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

/** Turns the weekly report on or off; the server's answer becomes the setting every screen shows. */
export function useSaveWeeklyReportSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api(weeklyReportRoutes.setWeeklyReportSetting, { body: { enabled } }),
    onSuccess: (saved) => client.setQueryData(queryKeys.account.weeklyReport, saved),
  });
}

/** The parent's sign-in address and whether it is confirmed, as the server has them. */
export function useAccountEmail() {
  return useQuery(accountEmailQuery());
}

/** Asks to sign in with a new address; the server's answer is shown, and the address waiting is read again. */
export function useChangeEmail() {
  const client = useQueryClient();
  return (body: { newEmail: string; currentPassword: string }) =>
    api(accountsRoutes.changeEmail, { body }).then(async (answer) => {
      await client.invalidateQueries({ queryKey: queryKeys.account.email });
      return answer;
    });
}
