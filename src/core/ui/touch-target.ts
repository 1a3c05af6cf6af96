import classes from './touch-target.module.css';

/**
 * The class that gives a small control a finger's hit area on a touch screen
 * (touch-target.module.css). Its neighbours need room for it: half of what the control lacks of
 * 44 px on each side, or the area is cut where a later neighbour's overlaps it.
 */
export const touchTargetClass = classes.touchTarget;
