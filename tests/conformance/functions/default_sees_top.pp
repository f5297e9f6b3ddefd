$top = 7
function f($x = $top) { $x }
notice(f())
