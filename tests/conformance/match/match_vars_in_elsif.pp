if 'abc' =~ /(z)/ { notice('no') } elsif 'abc' =~ /(c)/ { notice($1) }
