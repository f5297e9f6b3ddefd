notice(max(1, 1.0))
notice(min(1, 1.0))
notice(max(-0.0, 0))
notice(max(1e300, 9223372036854775807))
