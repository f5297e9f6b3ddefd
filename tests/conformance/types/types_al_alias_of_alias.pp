type Port = Integer[1, 65535]
type Ports = Array[Port, 1]
notice([80, 443] =~ Ports)
notice([] =~ Ports)
notice(Ports)
function f(Ports $p) { $p }
f([0])
