notice(md5(Notify['x']))
