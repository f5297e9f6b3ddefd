"abc" =~ /(a)/
class c { notice("c:[$1]") }
class d { include c }
include d
