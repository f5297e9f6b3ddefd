if 'abc' =~ /(b)/ { notice("got ${1} and $1 and ${0}") }
