import { useEffect, useMemo, useRef, useState } from "react";
import type { Child } from "../../../shared/api/children";
import { missionFormFor } from "../../../shared/forms/mission-form";
import { messages } from "../../../shared/messages";
import { ApiError } from "../../api-error";
import { useApiForm } from "../../forms/use-api-form";
import { blankMission, fromSuggestion, withCriteria, type Criteria } from "./mission-values";
import { useSendMission } from "../../queries/mission-writes";
import { useSuggestion } from "../../queries/missions";

/** Thrown by the send when the child already has a mission, so the replace dialog opens instead. */
class ReplaceFirst extends Error {}

/**
 * Coach Mode's mission form for one child: filled with the coach's
 * suggestion, checked against the child's level, and sent once the parent has
 * agreed to replace a mission the child already has.
 */
export function useMissionForm(child: Child, activeMissionId: string | null, onSent: () => void) {
  const suggestion = useSuggestion(child.id);
  const send = useSendMission(child.id);
  const replaceConfirmed = useRef(false);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const definition = useMemo(() => missionFormFor(child.difficulty_level), [child.difficulty_level]);
  const form = useApiForm({
    initial: blankMission(),
    definition,
    send: (body) => {
      if (activeMissionId !== null && !replaceConfirmed.current) return Promise.reject(new ReplaceFirst());
      return send.mutateAsync(body);
    },
    onSent: () => {
      replaceConfirmed.current = false;
      onSent();
    },
    failure: (error) => {
      if (error instanceof ReplaceFirst || (error instanceof ApiError && error.code === "mission_active")) {
        setReplaceOpen(true);
        return null;
      }
      return error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0
        ? error.message
        : messages.sendMissionFailed;
    },
    fallback: messages.sendMissionFailed,
  });
  const { reset } = form;
  useEffect(() => {
    if (suggestion.data) reset(fromSuggestion(suggestion.data.suggestion));
  }, [suggestion.data, reset]);

  return {
    form,
    suggestion,
    /** Changes what the mission asks, and drops the coach's words that no longer fit it. */
    setCriteria: (changes: Partial<Criteria>) =>
      form.setValues(withCriteria(form.values, changes, suggestion.data?.suggestion)),
    /** The replace dialog: open when the child already has a mission. */
    replace: {
      open: replaceOpen,
      setOpen: setReplaceOpen,
      /** The old mission is cleared: the next send goes ahead. */
      confirm: () => {
        replaceConfirmed.current = true;
        setReplaceOpen(false);
      },
    },
  };
}

export type MissionForm = ReturnType<typeof useMissionForm>;
