if 'xyz' =~ /(y)/ { notice("$1 ${1} $0") }
