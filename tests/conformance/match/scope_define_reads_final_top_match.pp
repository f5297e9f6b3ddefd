"abc" =~ /(a)/
define d() { notice("d:[$1]") }
d { x: }
"xyz" =~ /(x)/
