$h = {Integer => 'int', String => 'str'}
notice($h[Integer])
notice($h[String])
notice($h[Float])
notice($h.keys)
