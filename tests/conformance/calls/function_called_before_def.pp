notice(later(5))
function later($x) { $x * 10 }
