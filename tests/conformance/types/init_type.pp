notice(Init[Integer])
notice(Init[Integer] == Init[Integer])
notice(Init['Integer'])
