notify { 'n': message => 'orig' }
define d() { Notify['n'] { message => "from ${title}" } }
d { 'x': }
notice(Notify['n'][message])
