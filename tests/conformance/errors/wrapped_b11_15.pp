class c2(Integer $x = 'a') { }
include c2
