notice('the environment manifest is not the one run')
