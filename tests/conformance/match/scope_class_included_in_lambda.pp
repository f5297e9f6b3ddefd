"abc" =~ /(a)/
class c { notice("c:[$1]") }
[1].each |$x| { "q" =~ /(q)/ include c }
