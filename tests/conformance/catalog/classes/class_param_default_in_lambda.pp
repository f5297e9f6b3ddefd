class foo($a = [1].map |$x| { $b }, $b = 1) { notice($a) }
include foo
