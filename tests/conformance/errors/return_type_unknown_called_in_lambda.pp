function f() >> Nope { 1 }
notice(before)
$x = [1].map |$v| { f() }
