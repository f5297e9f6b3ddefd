node 'a' { 1 }
notice(1)
