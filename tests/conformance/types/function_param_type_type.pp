function f(Type[Numeric] $t) { $t }
notice(f(Integer))
f(String)
