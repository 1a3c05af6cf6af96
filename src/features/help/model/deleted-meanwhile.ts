/**
 * What an authoring editor says after another author deleted what it edits (a 404 on Save): the
 * author's text is kept and Save adds it as a new one (walkthrough 11, defect 5; docs/help.md).
 */
export const deletedMeanwhileNotice = (what: 'topic' | 'help item' | 'tutorial' | 'help agent') =>
  `This ${what} was deleted by someone else. Save adds your text as a new ${what}.`;
