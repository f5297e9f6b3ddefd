if 'key=val' =~ /(?<k>\w+)=(?<v>\w+)/ { notice("${1} ${2} ${0}") }
