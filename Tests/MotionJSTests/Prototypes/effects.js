// A prototype of the drawing model a canvas offers: gradients, a blurred glow in 'lighter',
// a hole punched with 'destination-out', a card with a shadow, text.
M.define('effects', { dur: 3, still: 2, summary: 'glow, hole, shadow, text',
  draw(g, t, e) {
    const bg = g.createLinearGradient(0, 0, 360, 280);
    bg.addColorStop(0, '#1b2440'); bg.addColorStop(1, '#3b1d4a');
    g.fillStyle = bg; g.fillRect(0, 0, 360, 280);
    g.save();
    g.globalCompositeOperation = 'lighter';
    g.filter = 'blur(12px)';
    const k = M.smooth(0, 1, t);
    for (let i = 0; i < 3; i++) {
      g.fillStyle = ['#ff6a3d', '#3dd6ff', '#ffe14d'][i];
      g.beginPath(); g.arc(110 + 70 * i, 110 + 20 * Math.sin(t * 2 + i), 40 + 10 * k, 0, Math.PI * 2); g.fill();
    }
    g.restore();
    g.save();
    g.shadowColor = 'rgba(0, 0, 0, 0.5)'; g.shadowBlur = 18; g.shadowOffsetY = 8;
    const card = g.createRadialGradient(180, 200, 10, 180, 200, 140);
    card.addColorStop(0, '#ffffff'); card.addColorStop(1, '#dfe6f5');
    g.fillStyle = card;
    g.beginPath(); g.roundRect(60, 170, 240, 80, 18); g.fill();
    g.restore();
    g.save();
    g.globalCompositeOperation = 'destination-out';
    g.beginPath(); g.arc(300, 60, 26, 0, Math.PI * 2); g.fill();
    g.restore();
    g.fillStyle = '#1c2030'; g.font = 'bold 22px Inter'; g.textAlign = 'center';
    g.fillText('Level ' + Math.round(1 + 4 * k), 180, 218);
    g.font = '14px Inter'; g.fillStyle = '#55607a';
    g.fillText('glow, hole and shadow', 180, 238);
  } });
