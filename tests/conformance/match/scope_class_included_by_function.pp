"abc" =~ /(a)/
class c { notice("c:[$1]") }
function f() { include c }
f()
