import { useEffect, useReducer, useState } from "react";
import type { DifficultyLevel } from "../../../shared/constants";
import { createMemoryGame, memoryActions, memoryReducer } from "../../../shared/game/memory-game";
import { announce } from "../../components/announcer";
import { Card } from "../../components/ui/card";

/** Memory games shown so far: each says its turns once. */
let memoryGames = 0;

/** The bonus memory game after a perfect score: match each times-table question to its answer. */
export function MemoryGame({ difficulty }: { difficulty: DifficultyLevel }) {
  const [state, dispatch] = useReducer(memoryReducer, { difficulty, random: Math.random }, createMemoryGame);
  const [game] = useState(() => ++memoryGames);

  const waiting = state.pending !== null;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => dispatch(memoryActions.tick(Date.now())), 100);
    return () => clearInterval(timer);
  }, [waiting]);

  const won = state.phase === "won";
  const found = state.matched.length / 2;
  const pairs = state.cards.length / 2;
  // Said through the app's announcer, once a turn: whether the two cards are a pair, and the count; the end.
  const turn = state.pending;
  const moves = state.moves;
  useEffect(() => {
    if (turn === null) return;
    announce(turn.match ? `A pair! ${found + 1} of ${pairs} found.` : "Not a pair: they turn back.", {
      once: `memory:${game}:${moves}`,
    });
  }, [turn, found, pairs, moves, game]);
  useEffect(() => {
    if (won) announce(`All the pairs matched, in ${moves} moves. Well done!`, { once: `memory:${game}:won` });
  }, [won, moves, game]);
  return (
    <Card>
      <h2 className="text-xl font-bold">Bonus memory game</h2>
      <p className="text-ink-soft">Turn two cards to match each times-table question with its answer.</p>
      <p className="mt-2 font-semibold" data-testid="memory-status">
        {won ? `You matched all the pairs in ${state.moves} moves!` : `${found} of ${pairs} pairs found`}
      </p>
      <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="memory-game">
        {state.cards.map((card, index) => {
          const shown = state.faceUp.includes(index) || state.matched.includes(index);
          const matched = state.matched.includes(index);
          return (
            <li key={card.id}>
              {/* Never disabled: a disabled button loses the focus, and a keyboard's next Tab would start at the top of the page. */}
              <button
                type="button"
                onClick={() => {
                  if (!shown && !won) dispatch(memoryActions.flip(index, Date.now()));
                }}
                aria-disabled={shown || won}
                aria-label={shown ? card.text : `Card ${index + 1}, face down`}
                className={`flex h-20 w-full items-center justify-center rounded-xl text-xl font-extrabold shadow-sm transition-colors ${
                  matched
                    ? "bg-mint-500 text-white"
                    : shown
                      ? "bg-white text-ink ring-2 ring-brand-500"
                      : "bg-brand-600 text-brand-100 hover:bg-brand-700"
                }`}
              >
                {shown ? card.text : "?"}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
