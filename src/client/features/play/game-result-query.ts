import type { Mission } from "../../../shared/api/missions";
import { fetchGame, useSavedChallengeOutcome, useSavedGameResult } from "../../queries/saved-games";
import { gameOutbox } from "./outbox-sync";
import { refusalReason } from "./refusal-reason";
import { resultFromLocal, resultFromServer, type GameResult } from "./results-model";

/** The mission the save completed, from the save's answer kept on this device (an older copy has none). */
export async function completedMissionOf(clientId: string) {
  const { response } = await gameOutbox.local(clientId);
  return (response?.outcomes as { mission_completed?: Mission | null } | undefined)?.mission_completed ?? null;
}

async function loadResult(sessionId: string | undefined, clientId: string | undefined): Promise<GameResult | null> {
  if (clientId) {
    const local = await gameOutbox.local(clientId);
    if (local.response) return resultFromServer(local.response);
    if (local.body) {
      return resultFromLocal(local.body, local.refusal ? refusalReason(local.refusal) : null, local.waiting ?? null);
    }
  }
  if (!sessionId) return null;
  return resultFromServer(await fetchGame(sessionId));
}

/** A finished game's result: the copy on this device (which answers offline too), or the server's. */
export function useGameResult(sessionId: string | undefined, clientId: string | undefined) {
  return useSavedGameResult(sessionId, clientId, loadResult);
}

/** A challenge game's outcome, from the save's answer kept on this device. */
export function useChallengeOutcome(clientId: string) {
  return useSavedChallengeOutcome(
    clientId,
    async (id) => (await gameOutbox.local(id)).response?.outcomes.challenge ?? null,
  );
}
