import { Delete } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Operator } from "../../../shared/game/modes";

interface KeypadProps {
  /** Keys off screen: the physical keyboard still answers. */
  hidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** Up to 4 digits for numbers; 10 characters in Missing Piece. */
  maxLength: number;
  /** Operator keys, for a missing operator: shown all game long in a mode that has them, so nothing moves. */
  operators?: readonly Operator[];
  onOperator?: (operator: Operator) => void;
  disabled?: boolean;
  /** Only the operator keys work (the hidden part is the operator). */
  numbersDisabled?: boolean;
  /** The operator keys are shown but do not work (the hidden part is a number). */
  operatorsDisabled?: boolean;
  /**
   * While set, a number key, delete or Go (on screen, or a digit, Backspace or
   * Enter on the keyboard) types nothing and calls it instead: a right
   * answer's feedback, which a key ends at once.
   */
  onAnyKey?: () => void;
}

const DIGITS = ["7", "8", "9", "4", "5", "6", "1", "2", "3"] as const;

/** What Go says when pressed before an answer is typed. */
export const GO_WITHOUT_ANSWER_HINT = "Type your answer first, then press Go.";
const HINT_MS = 4_000;
const KEY_TO_OPERATOR: Record<string, Operator> = { "+": "+", "-": "−", "*": "×", x: "×", "/": "÷" };

/**
 * Enter on a key of this keypad that the keyboard reached presses that key,
 * as a single switch that moves with Tab and presses with Enter expects;
 * Enter anywhere else (the page, a key last clicked with a pointer, or the
 * Leave button that the focus returns to when "Leave this game?" closes)
 * sends the answer, as a child typing expects. The game's other buttons
 * answer a switch's Space.
 */
function pressesFocusedKey(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest("[data-keypad] button") === null) return false;
  try {
    return target.matches(":focus-visible");
  } catch {
    return false;
  }
}

/** The on-screen keypad, which also listens to the physical keyboard. */
export function Keypad({
  value,
  onChange,
  onSubmit,
  maxLength,
  operators,
  onOperator,
  disabled,
  numbersDisabled,
  operatorsDisabled,
  hidden = false,
  onAnyKey,
}: KeypadProps) {
  const digitsOff = !onAnyKey && (disabled || numbersDisabled);
  // Go always looks ready; pressed with nothing typed, it says what to do rather than nothing.
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);
  const press = (digit: string) => {
    setHint(false);
    if (onAnyKey) onAnyKey();
    else if (!digitsOff && value.length < maxLength) onChange(value + digit);
  };
  const back = () => {
    if (onAnyKey) onAnyKey();
    else if (!digitsOff) onChange(value.slice(0, -1));
  };
  const go = () => {
    if (onAnyKey) onAnyKey();
    else if (value === "") setHint(true);
    else onSubmit();
  };

  // The keyboard is heard by one listener that always reads the latest props: a listener made
  // per render would, for the moment before its replacement, type into the question before
  // (a fast "15" just as a question appears was saved as 5). It is added as the keypad is put on
  // the screen, not after the next paint: a key typed the moment the keypad shows (back after the
  // check's Next, say) is heard, not lost.
  const operatorsOff = disabled || operatorsDisabled;
  const latest = useRef({
    value,
    maxLength,
    onChange,
    onSubmit,
    operators,
    onOperator,
    disabled,
    numbersDisabled,
    onAnyKey,
  });
  useLayoutEffect(() => {
    latest.current = {
      value,
      maxLength,
      onChange,
      onSubmit,
      operators: operatorsDisabled ? undefined : operators,
      onOperator,
      disabled,
      numbersDisabled,
      onAnyKey,
    };
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const now = latest.current;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "Enter" && pressesFocusedKey(event.target)) return;
      if (now.onAnyKey) {
        // A key held down since the answer (Enter's repeats) is not a new press.
        if (!event.repeat && (/^[0-9]$/.test(event.key) || event.key === "Enter" || event.key === "Backspace")) {
          event.preventDefault();
          now.onAnyKey();
        }
        return;
      }
      if (now.disabled) return;
      if (now.numbersDisabled) {
        const operator = KEY_TO_OPERATOR[event.key];
        if (operator && now.operators?.includes(operator) && now.onOperator) {
          event.preventDefault();
          now.onOperator(operator);
        }
        return;
      }
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        setHint(false);
        if (now.value.length < now.maxLength) now.onChange(now.value + event.key);
      } else if (event.key === "Backspace") {
        event.preventDefault();
        now.onChange(now.value.slice(0, -1));
      } else if (event.key === "Enter") {
        event.preventDefault();
        now.onSubmit();
      } else if (now.operators && now.onOperator) {
        const operator = KEY_TO_OPERATOR[event.key];
        if (operator && now.operators.includes(operator)) {
          event.preventDefault();
          now.onOperator(operator);
        }
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // No on-screen keypad (an access setting): the keyboard alone, as this listener hears it.
  if (hidden) {
    return (
      <p className="keyboard-hint mx-auto max-w-xs rounded-2xl bg-slate-50 p-3 text-center text-ink-soft ring-1 ring-slate-200">
        Type your answer on the keyboard, then press Enter.
      </p>
    );
  }

  // The game screen sets --key-height so that the whole keypad fits the screen it is on.
  const shape =
    "flex h-[var(--key-height,4rem)] items-center justify-center rounded-2xl text-3xl font-bold shadow-sm ring-1 disabled:opacity-50";
  const key = `${shape} bg-white text-ink ring-slate-200 active:bg-brand-50`;
  return (
    <div
      role="group"
      className="mx-auto grid w-full max-w-xs grid-cols-3 gap-2 select-none sm:max-w-sm md:max-w-md"
      aria-label="Number keypad"
      data-keypad
    >
      {/* Said to screen readers; the Go key itself shows it, so that nothing on screen is covered. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="keypad-hint">
        {hint ? GO_WITHOUT_ANSWER_HINT : ""}
      </p>
      {operators && onOperator && (
        <div className="col-span-3 grid grid-cols-4 gap-2">
          {operators.map((op) => (
            <button
              key={op}
              type="button"
              className={`${shape} bg-sun-300 text-ink ring-sun-400 active:bg-sun-400`}
              onClick={() => onOperator(op)}
              disabled={operatorsOff}
              aria-label={`Operator ${op}`}
            >
              {op}
            </button>
          ))}
        </div>
      )}
      {DIGITS.map((d) => (
        <button key={d} type="button" className={key} onClick={() => press(d)} disabled={digitsOff}>
          {d}
        </button>
      ))}
      <button type="button" className={key} onClick={back} disabled={digitsOff} aria-label="Delete">
        <Delete aria-hidden size={28} />
      </button>
      <button type="button" className={key} onClick={() => press("0")} disabled={digitsOff}>
        0
      </button>
      <button
        type="button"
        className={`${shape} bg-mint-600 text-white ring-mint-600 active:bg-mint-500`}
        onClick={go}
        disabled={digitsOff}
        aria-label="Submit answer"
      >
        {hint ? (
          <span className="px-1 text-base leading-tight" aria-hidden>
            Type a number first
          </span>
        ) : (
          "Go"
        )}
      </button>
    </div>
  );
}
