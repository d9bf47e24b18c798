import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gen/gql';
import type { PlanAnswerInput, TargetInput } from '../../../gen/graphql';
import { request } from '../../api/graphql';
import { goalKeys } from '../api';

const PreviewGoalDocument = graphql(`
  query PreviewGoal(
    $text: String!
    $category: Category
    $deadline: Date
    $answers: [PlanAnswerInput!]
    $target: TargetInput
  ) {
    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {
      title
      category
      deadline
      deadlineFromText
      deadlineSource
      language
      kind
      domain
      subject
      generic
      target {
        value
        unit
      }
      schedule {
        sessionsPerWeek
        hoursPerWeek
        weekdays
      }
      warnings {
        code
        message
        alternative {
          deadline
          target {
            value
            unit
          }
        }
      }
      questions {
        id
        text
        options {
          label
          value
        }
      }
      understood {
        kind {
          value
          confidence
        }
        target {
          value {
            value
            unit
          }
          limitMinutes
          confidence
        }
        deadline {
          value
          source
          confidence
        }
        level {
          value
          current {
            value
            unit
          }
          confidence
        }
        timePerWeek {
          hours
          sessionsPerWeek
          confidence
        }
      }
      corrections {
        id
        text
        options {
          label
          value
        }
      }
    }
  }
`);

export interface PreviewChoices {
  answers: PlanAnswerInput[];
  target: TargetInput | null;
}

const previewGoalQuery = (
  text: string,
  category: string | null,
  deadline: string | null,
  choices: PreviewChoices,
) =>
  queryOptions({
    queryKey: [
      ...goalKeys.preview(text, category, deadline),
      choices.answers.map((a) => `${a.id}=${a.value}`).join('&'),
      choices.target ? `${choices.target.value} ${choices.target.unit}` : '',
    ],
    queryFn: ({ signal }) =>
      request(
        PreviewGoalDocument,
        {
          text,
          category,
          deadline,
          answers: choices.answers.length ? choices.answers : null,
          target: choices.target,
        },
        { signal },
      ),
    enabled: text.trim().length >= 3,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    retry: false,
  });

export const usePreviewGoal = (
  text: string,
  category: string | null,
  deadline: string | null,
  choices: PreviewChoices,
) => useQuery(previewGoalQuery(text, category, deadline, choices));
