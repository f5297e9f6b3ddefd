function f(Optional[String] $x) { $x } notice(f(undef))
