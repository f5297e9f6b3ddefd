define d() { notice($require) notice(type($require)) }
D { require => Notify['x'] }
d { 'a': }
notify { 'x': }
