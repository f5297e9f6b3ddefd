function f($n) { if $n > 0 { inline_epp('<%= f($n - 1) %>.') } else { 'x' } } notice(f(3))
