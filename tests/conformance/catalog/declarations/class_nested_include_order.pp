class a { notice('a start') include b notice('a end') }
class b { notice('b') include c }
class c { notice('c') }
include a
notice('main end')
