// focus.js — the keyboard's focus across a redraw.  The table draws its
// zones, moves and result again from scratch at every pick, move and view;
// the element that had the focus is gone then, and the focus fell back to
// <body>, so the next Tab started again at the top of the page.  Every
// element that can take the focus carries data-key, a name that stays the
// same from one drawing to the next (the card in its zone, the zone, the
// move), and the focus goes back to the element of the same key.

// Draw box again with draw(); the element that had the focus in it, by its
// key, has it again.  When that element is gone (the card was played, the
// move was sent, or it is disabled now) box itself takes it (box has
// tabindex -1), so that Tab goes on from where the player was.
export function redraw(box, draw) {
  const had = document.activeElement;
  const inside = had && had !== box && box.contains(had);
  const key = inside ? had.dataset.key : null;
  draw();
  if (!inside || had.isConnected) return;
  const again = key ? [...box.querySelectorAll("[data-key]")].find((e) => e.dataset.key === key) : null;
  (again && !again.disabled ? again : box).focus({ preventScroll: true });
}
