node /^(\w+)\.example\.(com)$/ { notice("host ${1} tld ${2}") }
