function f($n) { if $n == 0 { 'bottom' } else { f($n - 1) } }
notice(f(200))
