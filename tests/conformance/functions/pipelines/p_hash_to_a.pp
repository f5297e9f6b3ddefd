$h = {a => 1, b => 2}
notice(Array($h))
notice($h.slice(1))
