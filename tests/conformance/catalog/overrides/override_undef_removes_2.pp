class a { notify { 'x': message => 'one' } }
class b inherits a { Notify['x'] { message => undef } }
include b
notice(Notify['x'][message])
