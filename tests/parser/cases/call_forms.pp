notice(1,)
f() |$x| { $x }
$a = f()
$b = $x.f |$y| { $y }
$c = $x.f() |$y| >> Integer { $y }
$d = Foo::Bar(1)
$e = String(1, "%d")
$f = foo::bar(1)
f (1)
