import { useEffect, useRef } from 'react';
import { SEASONAL_CANVAS_Z_INDEX } from '../../core/ui/layer-z-indexes';
import {
  createSnow,
  createStars,
  type Flake,
  lightsRope,
  projectStar,
  type Star,
  stepFlake,
  stepStar,
} from './model/seasonal-motion';
import type { Decoration } from './model/seasonal-rules';

interface Scene {
  flakes: Flake[];
  stars: Star[];
  bulbs: ReturnType<typeof lightsRope>;
}

function draw(context: CanvasRenderingContext2D, scene: Scene, frame: number): void {
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  for (const star of scene.stars) {
    const at = projectStar(star, width, height);
    if (at.x < 0 || at.y < 0 || at.x > width || at.y > height) continue;
    context.fillStyle = 'rgba(255,255,255,0.8)';
    context.beginPath();
    context.arc(at.x, at.y, at.radius, 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = 'rgba(255,255,255,0.85)';
  for (const flake of scene.flakes) {
    context.beginPath();
    context.arc(flake.x * width, flake.y * height, flake.radius, 0, Math.PI * 2);
    context.fill();
  }
  if (scene.bulbs.length > 0) {
    context.strokeStyle = '#2e7d32';
    context.lineWidth = 2;
    context.beginPath();
    scene.bulbs.forEach((bulb, i) => {
      const x = bulb.x * width;
      const y = 6 + (i % 2) * 6;
      if (i === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.stroke();
    scene.bulbs.forEach((bulb, i) => {
      // Every other bulb glows in turn, slowly (about twice a second at 60 frames).
      context.globalAlpha = (i + Math.floor(frame / 30)) % 2 === 0 ? 1 : 0.45;
      context.fillStyle = bulb.color;
      context.beginPath();
      context.ellipse(bulb.x * width, 16 + (i % 2) * 6, 4, 6, 0, 0, Math.PI * 2);
      context.fill();
    });
    context.globalAlpha = 1;
  }
}

/**
 * The seasonal decorations (S1 §1, §9) on one fixed canvas over the page: it never takes clicks
 * or focus (pointer-events none, aria-hidden, not focusable) and stops drawing while the tab is
 * hidden. Loaded only when a decoration is on (SeasonalLayer).
 */
export default function SeasonalCanvas({ decorations }: { decorations: readonly Decoration[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let scene: Scene = {
      flakes: decorations.includes('snow') ? createSnow(Math.random) : [],
      stars: decorations.includes('stars') ? createStars(Math.random) : [],
      bulbs: decorations.includes('lights') ? lightsRope() : [],
    };
    const resize = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
    };
    resize();
    let frame = 0;
    let handle: number | undefined;
    const tick = () => {
      frame += 1;
      scene = { ...scene, flakes: scene.flakes.map(stepFlake), stars: scene.stars.map((s) => stepStar(s)) };
      draw(context, scene, frame);
      handle = requestAnimationFrame(tick);
    };
    const run = () => {
      if (handle === undefined && !document.hidden) handle = requestAnimationFrame(tick);
    };
    const pause = () => {
      if (handle !== undefined) cancelAnimationFrame(handle);
      handle = undefined;
    };
    const onVisibility = () => (document.hidden ? pause() : run());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('resize', resize);
    run();
    return () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', resize);
    };
  }, [decorations]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      tabIndex={-1}
      data-decorations={decorations.join(' ')}
      data-paused-when-hidden="true"
      style={{
        position: 'fixed',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
        zIndex: SEASONAL_CANVAS_Z_INDEX,
      }}
    />
  );
}
