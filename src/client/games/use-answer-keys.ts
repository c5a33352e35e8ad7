import { useCallback, useState, type Dispatch } from "react";
import { gameActions, type GameAction } from "../../shared/game/game-actions";

interface AnswerKeysOptions {
  /** Names the question on screen: what is typed belongs to it, and a new one starts afresh. */
  questionKey: string | number;
  /** A question is open for answers. */
  playing: boolean;
  /** No on-screen keypad (an access setting): the keyboard alone. */
  noKeypad: boolean;
  /** A right answer's feedback holds play: any key moves on to the next question at once. */
  rightPause?: boolean;
  dispatch: Dispatch<GameAction>;
}

/**
 * A game screen's answer as the child types it, on the keypad or the
 * keyboard: Go or Enter gives it to the engine while a question is open.
 * While "Leave this game?" asks (`setAsking`, for the screen's LeaveGame) the
 * keys rest. During a right answer's feedback (`rightPause`) every key moves
 * on to the next question and types nothing: it was pressed before the child
 * could read that question. Spread `keypad` into the screen's `Keypad`.
 */
export function useAnswerKeys({ questionKey, playing, noKeypad, rightPause = false, dispatch }: AnswerKeysOptions) {
  const [typed, setTyped] = useState({ at: questionKey, text: "" });
  const input = typed.at === questionKey ? typed.text : "";
  const onChange = useCallback((text: string) => setTyped({ at: questionKey, text }), [questionKey]);
  const [asking, setAsking] = useState(false);
  const open = playing && !asking;
  const onSubmit = useCallback(() => {
    if (!open || input.trim() === "") return;
    const value = Number(input);
    if (Number.isFinite(value)) dispatch(gameActions.answer(value, Date.now()));
  }, [open, input, dispatch]);
  const movesOn = rightPause && !asking;
  const moveOn = useCallback(() => dispatch(gameActions.next(Date.now())), [dispatch]);
  return {
    input,
    /** The child may answer now: a question is open and nothing else is asked. */
    open,
    asking,
    setAsking,
    keypad: {
      value: input,
      onChange,
      onSubmit,
      hidden: noKeypad,
      disabled: !open && !movesOn,
      ...(movesOn && { onAnyKey: moveOn }),
    },
  };
}
