notice(String(10), String(-9223372036854775807), String(0))
