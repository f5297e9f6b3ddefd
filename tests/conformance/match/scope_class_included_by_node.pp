node default { "n" =~ /(n)/ include c }
class c { notice("c:[$1]") }
