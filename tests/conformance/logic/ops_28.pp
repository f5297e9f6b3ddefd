notice(-true)
