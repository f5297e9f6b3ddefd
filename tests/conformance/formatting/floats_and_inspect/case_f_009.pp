notice(2.0**62)
