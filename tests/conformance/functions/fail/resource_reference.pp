fail([Notify['x'], Class['a'], Notify])
