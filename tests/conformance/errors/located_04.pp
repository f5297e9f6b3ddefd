$h = {a => 1}
notice($h[b][c])
