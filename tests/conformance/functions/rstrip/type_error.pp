rstrip([true])
