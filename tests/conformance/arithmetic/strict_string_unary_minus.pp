notice(-'3')
