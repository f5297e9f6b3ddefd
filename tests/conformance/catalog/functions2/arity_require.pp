require()
