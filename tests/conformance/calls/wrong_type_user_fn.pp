function inc(Integer $n) { $n + 1 }
notice(inc('1'))
