notice(Demo::Other)
