$ok = 'k=v' =~ /(\w)=(\w)/
notice("${ok} ${1} ${2}")
