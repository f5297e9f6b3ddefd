node /^(play)ground\.(.*)$/ { notice("${1} ${2}") }
