class a { notify { 'x': message => 'one' } }
class b { Notify['x'] { message => 'two' } }
include a, b
notice(Notify['x'][message])
