function foo::bar() { 1 }
notice(foo::bar())
