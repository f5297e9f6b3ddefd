notify { 'n': }
class a { Notify['n'] { message => 'a' } }
class b { Notify['n'] { message => 'b' } }
include a, b
notice('end')
