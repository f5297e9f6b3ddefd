notice('10' > 9)
