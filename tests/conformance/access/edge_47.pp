notice("héllo"[1,2])
