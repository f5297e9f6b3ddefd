function f(Variant[Type[Enum], Type[Pattern]] $t) { $t }
notice(f(Enum[a]))
notice(f(Integer))
