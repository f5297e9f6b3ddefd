function f() { $v }
$v = 'set'
notice(f())
