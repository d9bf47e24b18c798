import { handDocument } from '../api/handDocument';

/** The live task changes the reminders listen to (the fields the reminder rules read). */
export interface TaskChangedData {
  taskChanged: {
    change: string;
    task: {
      taskId: string;
      parentId: string | null;
      label: string;
      date: string | null;
      time: string | null;
      completed: boolean;
    };
  };
}

/** Checked against the server's schema in taskChanged.test.ts. */
export const TaskChangedDocument = handDocument<TaskChangedData, Record<string, never>>(`
  subscription TaskChangedForReminders {
    taskChanged {
      change
      task {
        taskId
        parentId
        label
        date
        time
        completed
      }
    }
  }
`);
