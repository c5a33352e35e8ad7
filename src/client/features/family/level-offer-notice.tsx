import { useState } from "react";
import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS, LEVEL_DOWN_PERCENT, LEVEL_OFFER_GAMES, LEVEL_UP_PERCENT } from "../../../shared/constants";
import type { LevelOffer } from "../../../shared/learning/level-offer";
import { productMessages } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { localStore } from "../../local-store";
import { useUpdateChild } from "../../queries/family";

/** "Not now" holds until the child plays again: the offer is remembered against their latest game. */
const dismissedKey = (childId: string, lastGameAt: string) => `ms-level-offer-dismissed:${childId}:${lastGameAt}`;

interface Props {
  child: Child;
  offer: LevelOffer;
  /** When the child's latest game was played. */
  lastGameAt: string;
}

/** Offers the parent another level for the child, after a run of high or low scores; the parent decides. */
export function LevelOfferNotice({ child, offer, lastGameAt }: Props) {
  const [dismissed, setDismissed] = useState(() => localStore.get(dismissedKey(child.id, lastGameAt)) === "1");
  const update = useUpdateChild();
  if (dismissed) return null;
  const to = DIFFICULTY_LABELS[offer.to];
  const why =
    offer.direction === "up"
      ? `${child.name} scored ${LEVEL_UP_PERCENT}% or more in the last ${LEVEL_OFFER_GAMES} games. Ready for ${to}?`
      : `${child.name} scored under ${LEVEL_DOWN_PERCENT}% in the last ${LEVEL_OFFER_GAMES} games. ${to} for a while may help.`;
  const notNow = () => {
    localStore.set(dismissedKey(child.id, lastGameAt), "1");
    setDismissed(true);
  };
  return (
    <div
      className="flex flex-col gap-2 rounded-xl bg-sun-100 p-3 text-ink ring-1 ring-sun-300"
      data-testid="level-offer"
      role="region"
      aria-label={`A new level for ${child.name}`}
    >
      <p className="font-semibold">{why}</p>
      {update.isError && <Alert tone="error">{errorMessage(update.error, productMessages.levelChangeFailed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ childId: child.id, difficulty_level: offer.to })}
        >
          {offer.direction === "up" ? `Move up to ${to}` : `Move to ${to}`}
        </Button>
        <Button size="sm" variant="ghost" onClick={notNow}>
          Not now
        </Button>
      </div>
    </div>
  );
}
