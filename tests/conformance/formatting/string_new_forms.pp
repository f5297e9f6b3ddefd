notice(String.new(10, '%x'), new(String, 10, '%o'), String(10, '%b'))
notice(String(5, default))
