function ev($n) { if $n == 0 { true } else { od($n - 1) } }
function od($n) { if $n == 0 { false } else { ev($n - 1) } }
notice(ev(10))
notice(od(7))
