$v = case 'x' { 'a': { 1 } }
notice($v =~ Undef)
