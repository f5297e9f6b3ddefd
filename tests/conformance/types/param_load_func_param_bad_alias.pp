type MyT = Integer[x]
function f(MyT $x) { $x }
notice('before')
notice(f(1))
