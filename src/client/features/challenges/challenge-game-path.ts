/** The game route of one side of a challenge: a child's (playerType=child) or the parent's as themself (user). */
export function challengeGamePath(challengeId: string, player: { childId: string } | { userChildId: string }): string {
  const childId = "childId" in player ? player.childId : player.userChildId;
  const playerType = "childId" in player ? "child" : "user";
  const query = new URLSearchParams({ mode: "challenge", challengeId, playerType, childId });
  return `/play/game/${childId}?${query.toString()}`;
}
