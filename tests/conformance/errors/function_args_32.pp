notice(chomp(1))
