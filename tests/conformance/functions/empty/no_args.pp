empty()
