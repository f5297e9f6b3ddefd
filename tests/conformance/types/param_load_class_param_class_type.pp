class a { }
class c(Optional[Class[a]] $x = undef, Type[A] $y = Class) { notice('c') }
include c
