class a { notice('a') }
class b { notice('b') }
class c { notice('c') }
include ['a', 'b']
include Class['c']
$r = include a
notice($r)
