$r = case 5 { 1: { 'one' } }
notice($r)
notice(type($r))
