class c { notice("c:[$1]") }
if "abc" =~ /(a)/ { include c }
