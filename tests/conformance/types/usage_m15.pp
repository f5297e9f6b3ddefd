$f = |Integer $x| { $x } notice(type($f)) notice($f =~ Callable[Integer]) notice($f =~ Callable[String])
