notice(true and fail('evaluated'))
