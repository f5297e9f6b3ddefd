class c4 { [1].each |$x| { notice($x + 'a') } }
include c4
