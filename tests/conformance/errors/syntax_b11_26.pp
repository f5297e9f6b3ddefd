if true { notice(1)
