import classes from './TypingDots.module.css';

/** Three animated dots while the bot is typing (S2 §2). */
export function TypingDots({ agentName }: { agentName: string }) {
  return (
    <div role="status" aria-label={`${agentName} is typing`} className={classes.dots}>
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </div>
  );
}
