notice(-'5')
