# a character-set option cannot be switched off
notice('a' =~ /(?-a)a/)
