notice('\q \' \\ \n')
