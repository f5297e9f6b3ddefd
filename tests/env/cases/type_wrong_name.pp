notice(Demo::W)
