function f() { $z = 3
 $z * 2 }
notice(f())
notice(defined('$z'))
