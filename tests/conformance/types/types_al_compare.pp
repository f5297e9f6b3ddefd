type Port = Integer[1, 65535]
notice(Port == Integer[1, 65535])
notice(Port < Integer)
notice(Integer[80,80] < Port)
notice(type(80) < Port)
