"abc" =~ /(a)/
class c { notice("c:[$1]") }
include c
