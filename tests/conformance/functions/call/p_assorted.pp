notice(call("max", 1, 2))
notice(call("sprintf", "%05d", 42))
notice(call("map", [1,2]) |$x| { $x + 1 })
function f($x) { $x * 10 }
notice(call("f", 3))
