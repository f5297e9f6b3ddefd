$v = if true { 'a' } else { 'b' }
notice($v)
