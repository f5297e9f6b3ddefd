function f(Integer $x) >> String { "${x}" } notice(f(1)) notice(f(1).type)
