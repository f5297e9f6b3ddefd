if 'ab' =~ /(?<first>a)/ { notice($1) }
