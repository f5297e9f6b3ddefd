class c { [1, 2].each |$x| { err("x=${x}") } }
include c
