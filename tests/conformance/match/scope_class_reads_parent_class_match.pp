class b { "bbb" =~ /(b)/ }
class c inherits b { notice("c:[$1]") }
include c
