"abc" =~ /(a)/
class c { "q" =~ /(q)/ }
include c
notice($1)
