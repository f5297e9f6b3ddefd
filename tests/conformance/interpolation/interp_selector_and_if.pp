$v = 3
notice("${if $v > 2 { 'big' } else { 'small' }}")
notice("${$v ? { 3 => 'three', default => 'other' }}")
