Notify { message => 'default' }
define d { notify { "in ${title}": } }
class c { Notify { message => 'class default' } d { 'one': } }
include c
notice(Notify['in one']['message'])
