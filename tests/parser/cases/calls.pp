notice(1)
notice(1, 2,)
notice()
$a = foo(1)
$b = foo(1)(2)
foo(1) |$x| { $x }
foo() |$x, $y| { }
$c = Integer("1")
$d = Integer[1,2]("1")
$e = type(1)
