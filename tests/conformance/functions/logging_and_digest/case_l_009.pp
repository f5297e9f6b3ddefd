warning()
