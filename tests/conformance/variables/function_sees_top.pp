$v = 'set'
function f() { $v }
notice(f())
