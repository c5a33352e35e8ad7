import { useState, type ComponentProps, type ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { Redirect } from "../components/redirect";
import type { DifficultyLevel } from "../../shared/constants";
import type { GameState } from "../../shared/game/game-state";
import type { GameMode } from "../../shared/game/modes";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { HowToPlayCard } from "../features/play/how-to-play";
import { howToPlaySeen, rememberHowToPlay } from "../features/play/how-to-play-seen";
import { GameScreen, type Player } from "./game-screen";
import { usePlayer } from "./use-player";

type PlayPageProps<S extends GameState> = Omit<ComponentProps<typeof GameScreen<S>>, "player"> & PlayerGateProps;

interface PlayerGateProps {
  /** The mode played, for its how-to-play card. */
  mode: GameMode;
  /** A difficulty chosen in the address (Missing Piece); otherwise the child's own. */
  difficulty?: DifficultyLevel;
}

/** A play route on the shared game screen (see `PlayerGate`). */
export function PlayPage<S extends GameState>({ mode, difficulty, ...screen }: PlayPageProps<S>) {
  return (
    <PlayerGate mode={mode} {...(difficulty && { difficulty })}>
      {(player) => <GameScreen {...screen} player={player} />}
    </PlayerGate>
  );
}

/**
 * What every play route does first: reads childId, playerType and
 * challengeId, works out the player, and runs the game (`children`), or sends
 * the player back to their dashboard. A child's first game of a mode starts
 * with its how-to-play card; the game (and its countdown) starts once the
 * card is put away.
 */
export function PlayerGate({
  mode,
  difficulty,
  children,
}: PlayerGateProps & { children: (player: Player) => ReactNode }) {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const [cardDone, setCardDone] = useState(false);
  const { parent, state: auth } = useAuth();
  const state = usePlayer({
    childId,
    playerType: params.get("playerType"),
    challengeId: params.get("challengeId"),
    difficulty,
  });
  // The player once the game could start: a child whose hour ends mid-game plays it to its end.
  const [kept, setKept] = useState<Player | null>(null);
  if (state.status === "ready" && kept === null) setKept(state.player);
  const hourUp = auth.status === "ready" && auth.signedOutTo?.childSessionEnded === true;
  const player = state.status === "ready" ? state.player : hourUp ? kept : null;
  if (!player) {
    if (state.status !== "redirect") return <LoadingScreen message="Getting your game ready..." />;
    return <Redirect to={state.to} state={state.error === undefined ? undefined : { error: state.error }} />;
  }
  const child = player.childId;
  if (child !== null && !cardDone && !howToPlaySeen(child, mode)) {
    const start = () => {
      rememberHowToPlay(child, mode);
      setCardDone(true);
    };
    return (
      <HowToPlayCard
        mode={mode}
        timeAllowance={player.timeAllowance}
        onStart={start}
        back={parent ? "/parent/dashboard" : "/child/dashboard"}
      />
    );
  }
  return children(player);
}
