"abc" =~ /(a)/
node default { notice("n:[$1]") }
