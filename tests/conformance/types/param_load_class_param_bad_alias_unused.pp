type MyT = Integer[x]
class c(MyT $x = 1) { notice($x) }
notice('before')
