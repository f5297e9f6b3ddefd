$x = tag('a')
notice($x)
class c { notice(tag('b')) }
include c
