class a { notice('a') }
class b { notice('b') }
class c { notice('c') }
include ::a
include b, c
include [a, 'b']
notice(Class['::a'])
$r = include a
notice($r)
