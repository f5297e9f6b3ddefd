function f($a = return(7)) >> String { $a }
function g($a = 1, $b = return($a + 1)) { "body ${b}" }
function h($a = next(3)) { 'body' }
notice(f(), g(), g(5), g(1, 2), h())
