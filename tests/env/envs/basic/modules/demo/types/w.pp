type Demo::Other = String
