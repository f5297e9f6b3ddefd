if true { notice(1) } elseif true { notice(2) }
