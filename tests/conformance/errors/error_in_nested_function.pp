function inner($x) { $x + 'a' }
function outer($x) { inner($x) }
notice(outer(1))
