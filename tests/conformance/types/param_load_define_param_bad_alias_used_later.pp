type MyT = Integer[x]
define d(MyT $x = 1) { }
notice('x')
