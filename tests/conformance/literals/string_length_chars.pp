notice('héllo'.length)
