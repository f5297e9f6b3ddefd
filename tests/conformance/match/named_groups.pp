if 'ab12' =~ /(?<letters>[a-z]+)(?<digits>\d+)/ { notice($1) notice($2) }
