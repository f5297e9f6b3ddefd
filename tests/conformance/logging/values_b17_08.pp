notice(String(1.0), String(1e20), String(100.0, '%g'))
