$v = case 1 { 1: { } }
notice($v =~ Undef)
