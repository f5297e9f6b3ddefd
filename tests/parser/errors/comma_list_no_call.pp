$a = 10, notice hello
