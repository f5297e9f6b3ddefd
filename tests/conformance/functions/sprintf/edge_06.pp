notice(sprintf("%-5s|%5s|", ab, cd))
