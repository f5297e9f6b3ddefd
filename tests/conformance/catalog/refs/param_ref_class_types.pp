define d(Class $c, Type[Class] $c2) { notice(type($c)) }
class foo {}
include foo
d { 'a': c => Class['foo'], c2 => Class[foo] }
