class c { notice($require) notice(type($require)) notice($stage) }
class { 'c': require => Notify['x'] }
notify { 'x': }
