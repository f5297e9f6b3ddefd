define d { notify { "n-${title}": } }
class c { Notify { message => 'from c' } d { 'x': } }
include c
