class a { notice('a start') include b notice('a end') }
class b { notice('b') }
define d() { notice("d ${title}") include b }
d { 'x': }
include a
notice('main end')
