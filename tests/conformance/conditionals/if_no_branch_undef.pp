$v = if false { 'a' }
notice($v =~ Undef)
