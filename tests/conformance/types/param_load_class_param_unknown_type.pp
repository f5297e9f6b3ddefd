class c(Foo $x = 1) { notice($x) }
notice('before')
include c
