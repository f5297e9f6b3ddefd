$h = {true => 1, false => 2, undef => 3, default => 4}
notice($h)
