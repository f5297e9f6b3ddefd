class c { "k" =~ /(k)/ include d }
class d { notice("d:[$1]") }
include c
