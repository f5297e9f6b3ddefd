if 'ab' =~ /(a)(b)?(c)?/ { notice($1, $2, $3, $4) }
