function f(Optional[Integer] $x) { $x =~ Undef }
notice(f(undef))
