import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

interface GameActive {
  /** Set while a game is being played: the parent's inactivity timer pauses. */
  gameActive: boolean;
  setGameActive: (active: boolean) => void;
}

const GameActiveContext = createContext<GameActive | null>(null);

/** Whether a game is on screen, for whoever should wait while one is played. */
export function GameActiveProvider({ children }: { children: ReactNode }) {
  const [gameActive, setGameActive] = useState(false);
  const value = useMemo(() => ({ gameActive, setGameActive }), [gameActive]);
  return <GameActiveContext.Provider value={value}>{children}</GameActiveContext.Provider>;
}

export function useGameActive(): GameActive {
  const value = useContext(GameActiveContext);
  if (!value) throw new Error("useGameActive must be used inside AuthProvider");
  return value;
}

/** Marks a game as on screen while `playing`, and no longer once the screen goes. */
export function useGameOnScreen(playing: boolean) {
  const { setGameActive } = useGameActive();
  useEffect(() => {
    setGameActive(playing);
    return () => setGameActive(false);
  }, [playing, setGameActive]);
}
