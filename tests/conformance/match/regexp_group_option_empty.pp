# an empty option group
notice('a' =~ /(?)a/)
