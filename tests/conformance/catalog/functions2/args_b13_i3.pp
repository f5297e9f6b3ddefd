include(/re/)
