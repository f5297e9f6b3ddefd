$h = {[1] => 'arr', undef => 'u'}
notice($h[[1]], $h[undef])
