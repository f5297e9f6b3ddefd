class c(Integer $n = 'text') {}
include c
