$h = {a => 1, a => 2}
notice($h)
