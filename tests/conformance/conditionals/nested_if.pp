if true { if false { notice('a') } else { notice('b') } }
