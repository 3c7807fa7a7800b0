// Chess for scenes: positions, moves and playBoard.
