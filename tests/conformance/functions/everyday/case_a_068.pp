notice('héllo'.size)
