notice('a' =~ '[')
