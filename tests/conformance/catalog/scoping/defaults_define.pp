Notify { message => 'top default' }
define d() { notify { "in-${title}": } notice(Notify["in-${title}"]['message']) }
d { 'x': }
